// A real SMTP server for tests (smtp-server), whose received mails are parsed (mailparser) into an inbox the
// test reads. It can be told to refuse mail for a while, as a dead or failing server would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** Answers every mail with a temporary failure (451) while true. */
  refuse: boolean;
  /** Mails sent to `to` (every mail when not given). */
  to(address?: string): ParsedMail[];
  /** Waits until `count` mails match, else fails after `timeoutMs`. */
  waitFor(count: number, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address ?? ''),
  );

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: SmtpInbox = {
    url: '',
    mails: [],
    refuse: false,
    to: (address) => inbox.mails.filter((mail) => !address || recipients(mail).includes(address)),
    async waitFor(count, match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} mails, got ${found.length} (inbox: ${inbox.mails.map((mail) => mail.subject).join(' | ')})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          inbox.mails.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  inbox.url = `smtp://127.0.0.1:${port}`;
  return inbox;
}
