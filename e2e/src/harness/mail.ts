// The store's mail as the stack writes it (.eml files under DATA_DIR/mail, no SMTP server): the tests wait for
// a mail to an address and read it as a mail program would.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address ?? ''),
  );

async function mailsIn(mailDir: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(mailDir, file)))));
}

/** Waits for a mail to `address` whose subject matches, and answers it. */
export async function waitForMail(
  mailDir: string,
  address: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsIn(mailDir)).find(
      (mail) => recipients(mail).includes(address) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${address} with a subject like ${subject} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A mail's calendar invitation (its text/calendar part), with folded lines joined again. */
export function calendarPart(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  return (part?.content.toString('utf8') ?? '').replace(/\r\n /g, '');
}
