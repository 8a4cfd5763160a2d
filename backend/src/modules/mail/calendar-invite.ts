// An iCalendar (RFC 5545) invitation for a help session, as mail clients read it (RFC 6047, iMIP): METHOD
// REQUEST to add it, CANCEL (same UID, higher SEQUENCE) to take it out. The time is written in Asia/Colombo
// with that zone's definition beside it, so every calendar shows the hour the shopper chose in Sri Lanka.
export const SESSION_TIME_ZONE = 'Asia/Colombo';

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per session: a later CANCEL finds the event by it. */
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  url: string;
  language: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invitation was written (DTSTAMP). */
  now: Date;
  /** Minutes before the start for a reminder (REQUEST only). */
  reminderMinutes?: number;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** A parameter value in quotes, without the characters a quoted value cannot hold. */
const quotedParam = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Lines longer than 75 octets are folded: CRLF then one space (RFC 5545 3.1). Folding counts UTF-8 octets and
 * breaks only between letters as a reader sees them (grapheme clusters), so a Sinhala or Tamil vowel sign stays
 * with its consonant even in a program that shows the raw text.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const { segment: char } of graphemes.segment(line)) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? 75 : 74; // a continuation line starts with its space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The wall-clock time in Sri Lanka as YYYYMMDDTHHMMSS. */
export function colomboLocalTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SESSION_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

export function calendarInvite(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.minutes * 60_000);
  const cancelled = invite.method === 'CANCEL';
  const lang = `LANGUAGE=${invite.language}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ceylon Threads//Help sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    // Sri Lanka has kept +05:30 all year since 2006: one standard rule describes the zone.
    'BEGIN:VTIMEZONE',
    `TZID:${SESSION_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:20060415T003000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTAMP:${utcStamp(invite.now)}`,
    `DTSTART;TZID=${SESSION_TIME_ZONE}:${colomboLocalTime(invite.start)}`,
    `DTEND;TZID=${SESSION_TIME_ZONE}:${colomboLocalTime(end)}`,
    `SUMMARY;${lang}:${escapeText(invite.summary)}`,
    `DESCRIPTION;${lang}:${escapeText(invite.description)}`,
    `URL:${invite.url}`,
    `ORGANIZER;CN=${quotedParam(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${quotedParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invite.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(!cancelled && invite.reminderMinutes
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION;${lang}:${escapeText(invite.summary)}`,
          `TRIGGER:-PT${invite.reminderMinutes}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
