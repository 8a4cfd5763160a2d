// The newsletter through a real SMTP server (both database lanes): double opt-in, at most one confirmation
// an hour, the same answer for every address, and an issue sent only to confirmed addresses, each with a
// one-click unsubscribe (RFC 8058) that works.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBE_ANSWER } from '@store/contracts/newsletter';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let inbox: SmtpInbox;
let backend: TestBackend;
let admin: { token: string };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  backend = await startTestBackend({
    env: { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '0.5' },
    sendMail: true,
  });
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  await backend.close();
  await inbox.close();
});

let addresses = 0;
const newAddress = () => `reader-${++addresses}-${Date.now()}@example.lk`;
const subscribe = (email: string, language?: string) =>
  backend
    .api()
    .post('/api/newsletter/subscribe')
    .send({ email, ...(language ? { language } : {}) });
const linkIn = (mail: ParsedMail, kind: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`/newsletter/${kind}/([0-9a-f-]{36}\\.[A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  if (!found?.[1]) throw new Error(`no ${kind} link in: ${mail.text}`);
  return found[1];
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function confirmedReader() {
  const email = newAddress();
  await subscribe(email).expect(200);
  const [mail] = await inbox.waitFor(1, (each) => inbox.to(email).includes(each));
  await backend
    .api()
    .post('/api/newsletter/confirm')
    .send({ token: linkIn(mail as ParsedMail, 'confirm') })
    .expect(200);
  return email;
}

describe('subscribing', () => {
  it('mails a confirmation link once an hour, and answers the same words every time', async () => {
    const email = newAddress();
    for (let asked = 0; asked < 3; asked++) {
      expect((await subscribe(email, 'ta').expect(200)).body.message).toBe(NEWSLETTER_SUBSCRIBE_ANSWER);
    }
    const [mail] = await inbox.waitFor(1, (each) => inbox.to(email).includes(each));
    expect(mail?.subject).toBe('உங்கள் Ceylon Threads செய்திமடலை உறுதிப்படுத்துங்கள்');
    expect(typeof mail?.html === 'string' && mail.html).toContain('<html lang="ta">');
    await settle();
    expect(inbox.to(email)).toHaveLength(1);

    const token = linkIn(mail as ParsedMail, 'confirm');
    const confirmed = await backend.api().post('/api/newsletter/confirm').send({ token }).expect(200);
    expect(confirmed.body.message).toBe("You're subscribed");
    // Subscribed: asking again sends nothing and says the same.
    expect((await subscribe(email).expect(200)).body.message).toBe(NEWSLETTER_SUBSCRIBE_ANSWER);
    await settle();
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('refuses a forged or broken link', async () => {
    const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}`;
    const res = await backend.api().post('/api/newsletter/confirm').send({ token: forged }).expect(400);
    expect(res.body.code).toBe('newsletter_link_invalid');
    expect(
      (await backend.api().post('/api/newsletter/confirm').send({ token: 'x' }).expect(400)).body.message,
    ).toMatch(/^token:/);
  });
});

describe('an issue', () => {
  it('goes to confirmed addresses only, with a one-click unsubscribe that works', async () => {
    const reader = await confirmedReader();
    const pending = newAddress();
    await subscribe(pending).expect(200);
    await inbox.waitFor(1, (each) => inbox.to(pending).includes(each));

    const stats = await backend.api().get('/api/newsletter/stats').set('token', admin.token).expect(200);
    expect(stats.body.confirmed).toBeGreaterThanOrEqual(1);
    const sent = await backend
      .api()
      .post('/api/newsletter/send')
      .set('token', admin.token)
      .send({ subject: 'New batik arrivals', text: 'Handloom tops are in.\n\nSee them in the collection.' })
      .expect(202);
    expect(sent.body.queued).toBe(stats.body.confirmed);

    const [issue] = await inbox.waitFor(
      1,
      (each) => inbox.to(reader).includes(each) && each.subject === 'New batik arrivals',
    );
    // Raw header lines, unfolded (a long line is folded onto the next).
    const header = (name: string) =>
      (issue?.headerLines.find((line) => line.key === name)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /^List-Unsubscribe:\s*<(https?:\/\/[^>]+)>$/.exec(header('list-unsubscribe'))?.[1] ?? '';
    expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\//);
    expect(issue?.text).toContain('Handloom tops are in.');
    expect(issue?.text).toMatch(/Unsubscribe: http:\/\/localhost:4000\/newsletter\/unsubscribe\//);
    await settle();
    expect(inbox.to(pending).filter((mail) => mail.subject === 'New batik arrivals')).toHaveLength(0);

    // The mail client's one-click POST (form-encoded, as RFC 8058 says).
    await backend
      .api()
      .post(new URL(oneClick).pathname)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await backend
      .api()
      .post('/api/newsletter/send')
      .set('token', admin.token)
      .send({ subject: 'Second issue', text: 'More news.' })
      .expect(202);
    await settle();
    await settle();
    expect(inbox.to(reader).filter((mail) => mail.subject === 'Second issue')).toHaveLength(0);
  });

  it('is for admins only, and names a missing field', async () => {
    const shopper = await backend.newShopper();
    await backend
      .api()
      .post('/api/newsletter/send')
      .set('token', shopper.token)
      .send({ subject: 'x', text: 'y' })
      .expect(403);
    await backend.api().get('/api/newsletter/stats').expect(401);
    const res = await backend
      .api()
      .post('/api/newsletter/send')
      .set('token', admin.token)
      .send({ text: 'y' })
      .expect(400);
    expect(res.body.message).toMatch(/subject/);
  });
});
