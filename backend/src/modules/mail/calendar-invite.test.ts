import { describe, expect, it } from 'vitest';
import { calendarInvite, colomboLocalTime, escapeText, foldLine } from './calendar-invite';

const invite = (changes: Partial<Parameters<typeof calendarInvite>[0]> = {}) =>
  calendarInvite({
    method: 'REQUEST',
    uid: 'help-session-1@shop.lk',
    start: new Date('2026-12-31T20:00:00Z'),
    minutes: 30,
    summary: 'Help session with Ceylon Threads',
    description: 'Line one, with a comma; and a semicolon\\nLine two',
    url: 'https://shop.lk/live-start',
    language: 'en',
    organizer: { name: 'Ceylon Threads', email: 'shop@shop.lk' },
    attendee: { name: 'Nimali "N" Perera', email: 'n@example.lk' },
    now: new Date('2026-11-27T10:00:00Z'),
    reminderMinutes: 15,
    ...changes,
  });

describe('the help session invitation', () => {
  it('writes the wall-clock time in Colombo, across a day and a year boundary', () => {
    // 20:00 UTC on 31 December is 01:30 on 1 January in Sri Lanka.
    expect(colomboLocalTime(new Date('2026-12-31T20:00:00Z'))).toBe('20270101T013000');
    const text = invite();
    expect(text).toContain('DTSTART;TZID=Asia/Colombo:20270101T013000\r\n');
    expect(text).toContain('DTEND;TZID=Asia/Colombo:20270101T020000\r\n');
    expect(text).toContain('DTSTAMP:20261127T100000Z\r\n');
  });

  it('ends every line with CRLF and escapes text and quoted names', () => {
    const text = invite();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(text).toContain('ATTENDEE;CN="Nimali N Perera";');
  });

  it('folds long lines at 75 octets without splitting a Sinhala or Tamil character', () => {
    const sinhala = `SUMMARY;LANGUAGE=si:${'ශ්‍රී ලංකා වේලාව '.repeat(8)}`;
    const tamil = `SUMMARY;LANGUAGE=ta:${'இலங்கை நேரம் '.repeat(8)}`;
    for (const line of [sinhala, tamil]) {
      const folded = foldLine(line);
      const pieces = folded.split('\r\n');
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
      expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
      // No piece after the first starts with a vowel sign or virama (a mark that belongs to the letter before).
      for (const piece of pieces.slice(1)) expect(piece.slice(1)).not.toMatch(/^\p{M}/u);
    }
    expect(foldLine('short')).toBe('short');
  });

  it('cancels with the same UID, a higher sequence and no reminder', () => {
    const text = invite({ method: 'CANCEL' });
    expect(text).toContain('METHOD:CANCEL\r\n');
    expect(text).toContain('UID:help-session-1@shop.lk\r\n');
    expect(text).toContain('SEQUENCE:1\r\n');
    expect(text).toContain('STATUS:CANCELLED\r\n');
    expect(text).not.toContain('VALARM');
    expect(invite()).toContain('SEQUENCE:0\r\n');
  });
});
