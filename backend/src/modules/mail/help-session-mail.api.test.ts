// The help session's mails through the queue to a real SMTP server (both database lanes): the assistance
// service's signed notice queues one mail per session and event, with a calendar invitation at the chosen time
// in Sri Lanka; a cancellation takes the same event out; a forged notice queues nothing.
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelpSessionNotices, type HelpSessionNotice } from '@store/server-kit/help-session-notice';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend';
import { messageIdOf } from './mail-transport';

let inbox: SmtpInbox;
let backend: TestBackend;
const FROM = 'Ceylon Threads <shop@ceylonthreads.lk>';
const notices = createHelpSessionNotices(TEST_JWT_SECRET);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  backend = await startTestBackend({
    env: { SMTP_URL: inbox.url, MAIL_FROM: FROM, MAIL_POLL_SECONDS: '0.5' },
    sendMail: true,
  });
});
afterAll(async () => {
  await backend.close();
  await inbox.close();
});

/** 28 November 2026, 15:00 in Colombo (+05:30). */
const SESSION_TIME = '2026-11-28T09:30:00.000Z';

const post = (notice: string) => backend.api().post('/api/mail/help-session').send({ notice });

const noticeFor = (userId: string, changes: Partial<HelpSessionNotice> = {}): HelpSessionNotice => ({
  event: 'booked',
  requestId: randomUUID(),
  userId,
  scheduledFor: SESSION_TIME,
  language: 'en',
  ...changes,
});

/** The invitation: the text/calendar part nodemailer adds beside the text and HTML. */
function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part)
    throw new Error(`no calendar part (parts: ${mail.attachments.map((a) => a.contentType).join(', ')})`);
  // Folded lines (CRLF + space) joined again, as a calendar reads them.
  return part.content.toString('utf8').replace(/\r\n /g, '');
}

describe('a booked help session', () => {
  it('mails the shopper once, with the time in Sri Lanka and a calendar invitation', async () => {
    const shopper = await backend.newShopper('Nimali Perera');
    const notice = noticeFor(shopper.id);
    const signed = notices.sign(notice);
    const answer = await post(signed).expect(202);
    expect(answer.body).toEqual({ success: true, requestId: notice.requestId });
    // The assistance service retrying the same notice queues nothing more.
    await post(signed).expect(202);
    await post(notices.sign(notice)).expect(202);

    const [mail] = await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(
      'Your help session is booked for Saturday, 28 November 2026 at 15:00 (Sri Lanka time)',
    );
    expect(mail.messageId).toBe(messageIdOf(`help-session-booked:${notice.requestId}`, FROM));
    expect(mail.text).toContain(
      'A helper from Ceylon Threads will be with you on Saturday, 28 November 2026 at 15:00 (Sri Lanka time).',
    );
    expect(mail.text).toContain('Open Live Assistance: http://localhost:4000/live-start');
    expect(typeof mail.html === 'string' ? mail.html : '').toMatch(
      /<h1[^>]*>Your help session is booked<\/h1>/,
    );

    const ics = calendarOf(mail);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:help-session-${notice.requestId}@localhost`);
    expect(ics).toContain('DTSTART;TZID=Asia/Colombo:20261128T150000');
    expect(ics).toContain('DTEND;TZID=Asia/Colombo:20261128T153000');
    expect(ics).toContain('TZOFFSETTO:+0530');
    expect(ics).toContain('SUMMARY;LANGUAGE=en:Help session with Ceylon Threads');
    expect(ics).toContain('ORGANIZER;CN="Ceylon Threads":mailto:shop@ceylonthreads.lk');
    expect(ics).toContain(`ATTENDEE;CN="Nimali Perera";`);
    expect(ics).toContain(`mailto:${shopper.email}`);
    expect(ics).toContain('TRIGGER:-PT15M');

    // Give a repeated job time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.to(shopper.email)).toHaveLength(1);
  });

  it('writes the mail and the invitation in the language the shopper booked in', async () => {
    const shopper = await backend.newShopper('Kumari Silva');
    await post(notices.sign(noticeFor(shopper.id, { language: 'si' }))).expect(202);
    const [mail] = await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    if (!mail) throw new Error('no mail');
    expect(mail.headers.get('content-language')).toBe('si');
    expect(mail.subject).toMatch(/^ඔබේ සහාය සැසිය .*2026.*15\.00 \(ශ්‍රී ලංකා වේලාව\) ට වෙන්කර ඇත$/);
    expect(typeof mail.html === 'string' ? mail.html : '').toContain('<html lang="si">');
    const ics = calendarOf(mail);
    expect(ics).toContain('SUMMARY;LANGUAGE=si:Ceylon Threads සමඟ සහාය සැසිය');
    expect(ics).toContain('DTSTART;TZID=Asia/Colombo:20261128T150000');
  });

  it('sends a cancellation that takes the same event out of the calendar', async () => {
    const shopper = await backend.newShopper();
    const booked = noticeFor(shopper.id, { language: 'ta' });
    await post(notices.sign(booked)).expect(202);
    await post(notices.sign({ ...booked, event: 'cancelled' })).expect(202);
    const mails = await inbox.waitFor(2, (each) => inbox.to(shopper.email).includes(each));
    const cancelled = mails.find((mail) => calendarOf(mail).includes('METHOD:CANCEL'));
    if (!cancelled) throw new Error('no cancellation');
    expect(cancelled.subject).toMatch(/உதவி அமர்வு ரத்துசெய்யப்பட்டது$/);
    const ics = calendarOf(cancelled);
    expect(ics).toContain(`UID:help-session-${booked.requestId}@localhost`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('BEGIN:VALARM');
  });
});

describe('a notice that is not genuine', () => {
  it('is refused (401) and queues nothing; a malformed body is 400 naming the field', async () => {
    const shopper = await backend.newShopper();
    const forged = createHelpSessionNotices('another-secret-that-is-long-enough-for-hs256').sign(
      noticeFor(shopper.id),
    );
    const refused = await post(forged).expect(401);
    expect(refused.body.message).toBe('The help session notice is not valid.');
    const empty = await backend.api().post('/api/mail/help-session').send({}).expect(400);
    expect(empty.body.message).toMatch(/notice/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.to(shopper.email)).toEqual([]);
  });
});
