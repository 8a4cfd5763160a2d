// The scheduled help session's mails: "booked", with a calendar invitation for the chosen time in Sri Lanka,
// and "cancelled", whose notice takes the event out of the calendar again.
import type { Language } from '@store/contracts/languages';
import { HELP_SESSION_MINUTES, type HelpSessionMailEvent } from '@store/contracts/mail';
import { calendarInvite, SESSION_TIME_ZONE } from './calendar-invite';
import { compose, type RenderedMail } from './mail-layout';
import { mailWords } from './mail-words';

const dateLocales: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
export const SESSION_REMINDER_MINUTES = 15;

export interface SessionMailInput {
  event: HelpSessionMailEvent;
  language: Language;
  scheduledFor: Date;
  requestId: string;
  shopper: { name: string; email: string };
  /** The shop's sender: the invitation's organizer. */
  organizer: { name: string; email: string };
  /** The storefront's address. */
  publicUrl: string;
  now: Date;
}

/** "Saturday, 28 November 2026 at 15:00 (Sri Lanka time)", in the mail's language. */
export function sessionTimeInWords(when: Date, language: Language): string {
  const locale = dateLocales[language];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: SESSION_TIME_ZONE }).format(
    when,
  );
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SESSION_TIME_ZONE,
  }).format(when);
  return mailWords[language].session.when({ date, time });
}

export function helpSessionMail(
  input: SessionMailInput,
): RenderedMail & { calendar: { method: 'REQUEST' | 'CANCEL'; content: string } } {
  const words = mailWords[input.language].session;
  const when = sessionTimeInWords(input.scheduledFor, input.language);
  const liveUrl = `${input.publicUrl}/live-start`;
  const host = new URL(input.publicUrl).hostname;
  const method = input.event === 'booked' ? 'REQUEST' : 'CANCEL';
  const content = calendarInvite({
    method,
    uid: `help-session-${input.requestId}@${host}`,
    start: input.scheduledFor,
    minutes: HELP_SESSION_MINUTES,
    summary: words.summary,
    description: words.description({ url: liveUrl }),
    url: liveUrl,
    language: input.language,
    organizer: input.organizer,
    attendee: input.shopper,
    now: input.now,
    reminderMinutes: SESSION_REMINDER_MINUTES,
  });
  const about = { why: words.why };
  const rendered =
    input.event === 'booked'
      ? compose(
          input.language,
          words.booked.subject({ when }),
          words.booked.heading,
          [{ paragraphs: [words.booked.text({ when }), words.booked.calendar, words.booked.change] }],
          { link: { text: words.booked.button, url: liveUrl }, about },
        )
      : compose(
          input.language,
          words.cancelled.subject({ when }),
          words.cancelled.heading,
          [{ paragraphs: [words.cancelled.text({ when })] }],
          { link: { text: words.cancelled.button, url: `${input.publicUrl}/schedule-session` }, about },
        );
  return { ...rendered, calendar: { method, content } };
}
