// Times as a person says them, for screen readers as much as for the eye.
import { countOf } from '../../../lib/plural';

/** "Tuesday 24 November 2026 at 10:30" in the shopper's locale conventions for English. */
export function timeInWords(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** "less than a minute", "1 minute", "12 minutes", "1 hour 5 minutes". */
export function durationInWords(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return countOf(minutes, 'minute');
  return rest === 0 ? countOf(hours, 'hour') : `${countOf(hours, 'hour')} ${countOf(rest, 'minute')}`;
}

/** "0:05", "1:30" for a voice message's length. */
export function clockDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "5 seconds", "1 minute 30 seconds" for a voice message's length, read aloud. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return countOf(rest, 'second');
  return rest === 0 ? countOf(minutes, 'minute') : `${countOf(minutes, 'minute')} ${countOf(rest, 'second')}`;
}
