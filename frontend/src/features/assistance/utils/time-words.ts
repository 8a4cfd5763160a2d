// Times as a person says them, for screen readers as much as for the eye, in the shopper's language:
// dates through Intl in the language's locale, durations through the catalogue's ICU plurals.
import type { I18n } from '../../../i18n/i18n';

/** "Tuesday, 24 November 2026 at 10:30" as the language writes a full date and time. */
export function timeInWords(date: I18n['date'], iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return date(when, { dateStyle: 'full', timeStyle: 'short' });
}

/** "less than a minute", "1 minute", "12 minutes", "1 hour 5 minutes". */
export function durationInWords(t: I18n['t'], ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return t('liveHelp.duration.lessThanMinute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('liveHelp.duration.minutes', { minutes });
  return rest === 0
    ? t('liveHelp.duration.hours', { hours })
    : t('liveHelp.duration.hoursMinutes', { hours, minutes: rest });
}

/** "0:05", "1:30" for a voice message's length (digits only: the same in every language). */
export function clockDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "5 seconds", "1 minute 30 seconds" for a voice message's length, read aloud. */
export function spokenDuration(t: I18n['t'], seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return t('chat.voice.seconds', { seconds: rest });
  return rest === 0
    ? t('chat.voice.minutes', { minutes })
    : t('chat.voice.minutesSeconds', { minutes, seconds: rest });
}
