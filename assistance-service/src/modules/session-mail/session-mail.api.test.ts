// A scheduled help session's mails end to end: this service queues the notice in the booking's (or the
// cancellation's) transaction and hands it to the real main API, which mails the shopper through a real SMTP
// server. While the main API cannot be reached the notice waits in the queue and goes once it is back.
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { mailingStackForTests } from '../../testing/mailing-stack';

const stack = mailingStackForTests();

const tomorrowAt3pmColombo = () => {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return { iso: `${day}T09:30:00.000Z`, local: `${day.replace(/-/g, '')}T150000` };
};

const book = (token: string, time: string, language = 'en') =>
  stack.assist
    .api()
    .post('/api/assist')
    .set('token', token)
    .send({ type: 'Scheduled Session', time, language });

const calendarOf = (mail: ParsedMail) =>
  (
    mail.attachments.find((part) => part.contentType === 'text/calendar')?.content.toString('utf8') ?? ''
  ).replace(/\r\n /g, '');
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe('a scheduled session', () => {
  it('mails the shopper once, with an invitation at the chosen time in Sri Lanka', async () => {
    const shopper = await stack.backend.newShopper('Nimali Perera');
    const when = tomorrowAt3pmColombo();
    const booked = await book(shopper.token, when.iso, 'ta').expect(201);
    const requestId = booked.body.assist._id as string;
    // Asking again answers the open session and queues nothing more.
    await book(shopper.token, when.iso, 'ta').expect(200);

    const [mail] = await stack.inbox.waitFor(1, (each) => stack.inbox.to(shopper.email).includes(each));
    if (!mail) throw new Error('no mail');
    expect(mail.headers.get('content-language')).toBe('ta');
    expect(mail.subject).toMatch(/^உங்கள் உதவி அமர்வு .* 15:00 \(இலங்கை நேரம்\) க்கு முன்பதிவு செய்யப்பட்டது$/);
    const ics = calendarOf(mail);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:help-session-${requestId}@localhost`);
    expect(ics).toContain(`DTSTART;TZID=Asia/Colombo:${when.local}`);
    await settle();
    expect(stack.inbox.to(shopper.email)).toHaveLength(1);
  });

  it('cancelled by the shopper before anyone took it, sends the cancellation of the same event', async () => {
    const shopper = await stack.backend.newShopper();
    const booked = await book(shopper.token, tomorrowAt3pmColombo().iso).expect(201);
    const requestId = booked.body.assist._id as string;
    await stack.inbox.waitFor(1, (each) => stack.inbox.to(shopper.email).includes(each));
    await stack.assist.api().delete(`/api/assist/${requestId}`).set('token', shopper.token).expect(200);
    const mails = await stack.inbox.waitFor(2, (each) => stack.inbox.to(shopper.email).includes(each));
    const cancelled = mails.map(calendarOf).find((ics) => ics.includes('METHOD:CANCEL'));
    expect(cancelled).toContain(`UID:help-session-${requestId}@localhost`);
    const cancelMail = mails.find((mail) => calendarOf(mail).includes('METHOD:CANCEL'));
    expect(cancelMail?.subject).toMatch(/^Your help session of .* \(Sri Lanka time\) is cancelled$/);
  });

  it('sends nothing for live help, or for a session a helper took and closed', async () => {
    const shopper = await stack.backend.newShopper();
    const live = await stack.assist
      .api()
      .post('/api/assist')
      .set('token', shopper.token)
      .send({})
      .expect(201);
    await stack.assist
      .api()
      .delete(`/api/assist/${live.body.assist._id as string}`)
      .set('token', shopper.token)
      .expect(200);

    const other = await stack.backend.newShopper();
    const helper = await stack.backend.loginAs('helper');
    const booked = await book(other.token, tomorrowAt3pmColombo().iso).expect(201);
    const requestId = booked.body.assist._id as string;
    await stack.assist
      .api()
      .put(`/api/assist/${requestId}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    await stack.assist.api().delete(`/api/assist/${requestId}`).set('token', helper.token).expect(200);
    await stack.inbox.waitFor(1, (each) => stack.inbox.to(other.email).includes(each));
    await settle();
    expect(stack.inbox.to(shopper.email)).toEqual([]);
    // Only the booking's mail: a session that took place is not "cancelled".
    expect(stack.inbox.to(other.email)).toHaveLength(1);
  });
});

describe('while the main API is down', () => {
  it('keeps the mail in the queue and sends it once the main API is back', async () => {
    const shopper = await stack.backend.newShopper();
    await stack.gate.shut();
    try {
      await book(shopper.token, tomorrowAt3pmColombo().iso).expect(201);
      await settle();
      expect(stack.inbox.to(shopper.email)).toEqual([]);
    } finally {
      await stack.gate.open();
    }
    // pg-boss tries again 5 s after the first failure (then 10 s, 20 s…).
    await stack.inbox.waitFor(1, (each) => stack.inbox.to(shopper.email).includes(each), 30_000);
    await settle();
    expect(stack.inbox.to(shopper.email)).toHaveLength(1);
  }, 45_000);
});
