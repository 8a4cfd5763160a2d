// Where mail goes: an SMTP server (SMTP_URL), or, without one (the embedded default), `.eml` files under
// DATA_DIR/mail, so the whole flow can be tried on one machine. A mail's file is named by its Message-ID, so
// sending it again (a retry after a crash) writes the same file instead of a second one.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per event: the Message-ID is made from it, so a repeated send is recognisably the same mail. */
  idempotencyKey: string;
  language: string;
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 6047): sent as a text/calendar alternative and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface MailTransport {
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
}

/** MAIL_FROM's display name and address ("Ceylon Threads <shop@localhost>"). */
export function senderOf(from: string): { name: string; email: string } {
  const [, name = '', email = from.trim()] = /^\s*"?([^"<]*?)"?\s*<([^>\s]+)>\s*$/.exec(from) ?? [];
  return { name: name || email, email };
}

/** The Message-ID of the mail with this key: the same key, the same id. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

function message(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail.idempotencyKey, from),
    headers: { 'Content-Language': mail.language, ...mail.headers },
    ...(mail.calendar && {
      icalEvent: {
        method: mail.calendar.method,
        filename: 'help-session.ics',
        content: mail.calendar.content,
      },
    }),
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Every step has a time limit, so a send ends (sent or failed) well within the job's expiry
  // (MAIL_SEND_EXPIRY_SECONDS, 60 s): a job is never retried while its first send is still running.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail, from));
    },
  };
}

export function createFileTransport(mailDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transporter.sendMail(message(mail, from));
      mkdirSync(mailDir, { recursive: true });
      const name = `${createHash('sha256').update(mail.idempotencyKey).digest('hex').slice(0, 32)}.eml`;
      // Written whole, then moved in place: a reader never sees half a mail.
      const partial = path.join(mailDir, `.${name}.partial`);
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, path.join(mailDir, name));
    },
  };
}
