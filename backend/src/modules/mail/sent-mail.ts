// Reads the mail the file transport wrote (DATA_DIR/mail/*.eml) for demo mode's "Sent mail" list.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { SentMail } from '@store/contracts/mail';

const recipientText = (to: unknown): string => {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.map((each) => (each as { text?: string }).text ?? '').join(', ');
};

/** The newest `limit` mails (by file time) and how many there are. */
export async function readSentMail(
  mailDir: string,
  limit: number,
): Promise<{ mails: SentMail[]; total: number }> {
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return { mails: [], total: 0 };
  }
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(path.join(mailDir, name))).mtimeMs })),
  );
  const newest = dated.sort((a, b) => b.time - a.time).slice(0, limit);
  const mails = await Promise.all(
    newest.map(async ({ name, time }) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, name)));
      const language = parsed.headers.get('content-language');
      return {
        id: name.replace(/\.eml$/, ''),
        to: recipientText(parsed.to),
        subject: parsed.subject ?? '',
        date: parsed.date?.getTime() ?? time,
        text: parsed.text ?? '',
        language: typeof language === 'string' ? language : 'en',
      };
    }),
  );
  return { mails, total: names.length };
}
