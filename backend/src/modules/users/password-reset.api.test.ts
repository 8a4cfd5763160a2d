// "Forgot your password?" end to end through a real SMTP server (both database lanes): the one answer, the
// link by mail, a link that works once and for 30 minutes, a newer link ending the older, every session
// ended, the "password changed" mail, and nothing for an unknown address.
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@store/contracts/users';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { RESET_REQUESTS_PER_EMAIL_PER_HOUR } from './password-reset.service';

let inbox: SmtpInbox;
let backend: TestBackend;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  backend = await startTestBackend({
    env: { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '0.5' },
    sendMail: true,
  });
});
afterAll(async () => {
  await backend.close();
  await inbox.close();
});

const ask = (email: string) => backend.api().post('/api/user/forgot-password').send({ email });
const reset = (token: string, newPassword: string) =>
  backend.api().post('/api/user/reset-password').send({ token, newPassword });
const login = (email: string, password: string) =>
  backend.api().post('/api/user/login').send({ email, password });

/** The token in a reset mail's link (the text part holds the link as written). */
function tokenIn(mail: ParsedMail): string {
  const found = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mail.text ?? '');
  if (!found?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return found[1];
}

const mailsTo = (email: string, subject: RegExp) =>
  inbox.to(email).filter((mail) => subject.test(mail.subject ?? ''));
const resetMails = (email: string) => mailsTo(email, /^Choose a new password/);

async function waitForResetMails(email: string, count: number) {
  await inbox.waitFor(count, (mail) => resetMails(email).includes(mail));
  return resetMails(email);
}

describe('POST /api/user/forgot-password', () => {
  it('answers the same words for an account and for an unknown address, and mails only the account', async () => {
    const shopper = await backend.newShopper();
    const known = await ask(shopper.email).expect(200);
    const unknown = await ask(`nobody-${Date.now()}@example.com`).expect(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toEqual(known.body);
    const [mail] = await waitForResetMails(shopper.email, 1);
    expect(mail?.text).toContain('within 30 minutes');
    expect(typeof mail?.html === 'string' && mail.html).toContain('<html lang="en">');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox.mails.filter((each) => /nobody-/.test(each.to ? JSON.stringify(each.to) : ''))).toEqual([]);
  });

  it('writes the mail in the language of the page that asked', async () => {
    const shopper = await backend.newShopper();
    await backend
      .api()
      .post('/api/user/forgot-password')
      .send({ email: shopper.email, language: 'si' })
      .expect(200);
    const [mail] = await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    expect(mail?.subject).toBe('Ceylon Threads සඳහා නව මුරපදයක් තෝරන්න');
    expect(typeof mail?.html === 'string' && mail.html).toContain('<html lang="si">');
    expect(mail?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('names the field of a bad address in a 400', async () => {
    const res = await ask('not an address').expect(400);
    expect(res.body.message).toMatch(/email/i);
  });

  it(`mails one address at most ${RESET_REQUESTS_PER_EMAIL_PER_HOUR} links an hour, answering the same`, async () => {
    const shopper = await backend.newShopper();
    for (let asked = 0; asked <= RESET_REQUESTS_PER_EMAIL_PER_HOUR; asked++) {
      expect((await ask(shopper.email).expect(200)).body.message).toBe(FORGOT_PASSWORD_ANSWER);
    }
    await waitForResetMails(shopper.email, RESET_REQUESTS_PER_EMAIL_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(resetMails(shopper.email)).toHaveLength(RESET_REQUESTS_PER_EMAIL_PER_HOUR);
  });
});

describe('POST /api/user/reset-password', () => {
  it('changes the password once, ends every session, and mails that the password changed', async () => {
    const shopper = await backend.newShopper();
    await ask(shopper.email).expect(200);
    const [mail] = await waitForResetMails(shopper.email, 1);
    const token = tokenIn(mail as ParsedMail);
    // The database holds only the token's hash.
    const stored = await backend.container.database.db.execute(
      sql`select token_hash from password_resets where token_hash = ${token}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(0);

    const changed = await reset(token, 'a-brand-new-password').expect(200);
    expect(changed.body.message).toBe('Your password is changed. Please log in with your new password.');
    // The session from before is over; the new password signs in, the old one does not.
    await backend.api().get('/api/user/me').set('token', shopper.token).expect(401);
    await login(shopper.email, 'a-good-password').expect(401);
    await login(shopper.email, 'a-brand-new-password').expect(200);
    // Used once: the same link again is refused.
    const again = await reset(token, 'another-new-password').expect(400);
    expect(again.body.code).toBe('reset_link_invalid');

    await inbox.waitFor(1, (each) => mailsTo(shopper.email, /password was changed$/).includes(each));
  });

  it('ends an earlier link when a newer one is asked for', async () => {
    const shopper = await backend.newShopper();
    await ask(shopper.email).expect(200);
    const [first] = await waitForResetMails(shopper.email, 1);
    await ask(shopper.email).expect(200);
    const mails = await waitForResetMails(shopper.email, 2);
    const second = mails.find((mail) => mail !== first);
    expect((await reset(tokenIn(first as ParsedMail), 'first-link-password').expect(400)).body.code).toBe(
      'reset_link_invalid',
    );
    await reset(tokenIn(second as ParsedMail), 'second-link-password').expect(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const shopper = await backend.newShopper();
    await ask(shopper.email).expect(200);
    const [mail] = await waitForResetMails(shopper.email, 1);
    await backend.container.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${shopper.id}`,
    );
    await reset(tokenIn(mail as ParsedMail), 'too-late-password').expect(400);
    await login(shopper.email, 'a-good-password').expect(200);
  });

  it('keeps the password rules and names the field', async () => {
    const shopper = await backend.newShopper();
    await ask(shopper.email).expect(200);
    const [mail] = await waitForResetMails(shopper.email, 1);
    const token = tokenIn(mail as ParsedMail);
    expect((await reset(token, 'short').expect(400)).body.message).toMatch(/New password must be at least/);
    expect((await reset(token, 'password123').expect(400)).body.message).toMatch(/newPassword/);
    expect((await reset('not-a-token', 'a-fine-new-password').expect(400)).body.message).toMatch(/^token:/);
    // The link still works after those refusals.
    await reset(token, 'a-fine-new-password').expect(200);
  });
});
