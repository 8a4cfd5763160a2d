import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '@store/contracts/mail';
import { helpTranscriptMail } from './transcript-mails';

const line = (at: string, text: string, from: TranscriptLine['from'] = 'user'): TranscriptLine => ({
  at,
  from,
  kind: 'text',
  text,
  seconds: null,
});

const mail = (lines: TranscriptLine[], omitted = 0, language: 'en' | 'si' | 'ta' = 'en') =>
  helpTranscriptMail({
    language,
    helperName: 'Kamala',
    // A scheduled session: asked for days before the conversation.
    startedAt: '2026-11-20T04:00:00.000Z',
    lines,
    omitted,
    publicUrl: 'https://shop.example',
  });

describe('a mailed conversation', () => {
  it('is dated by its first message, in Sri Lanka time, and says the new day after midnight', () => {
    // 18:25 UTC is 23:55 in Colombo; 18:35 UTC is five past midnight the next day.
    const { subject, text } = mail([
      line('2026-11-27T18:25:00.000Z', 'Is the shop still open?'),
      line('2026-11-27T18:35:00.000Z', 'Always, online.', 'assistant'),
    ]);
    expect(subject).toBe('Your live help conversation of 27 November 2026');
    expect(text).toContain('Here is your conversation with Kamala of 27 November 2026, as you asked.');
    expect(text).toContain(
      '23:55 You: Is the shop still open?\n28 November 2026\n00:05 Kamala (helper): Always, online.',
    );
  });

  it('says how many earlier messages it leaves out, one or many', () => {
    const lines = [line('2026-11-27T10:00:00.000Z', 'Hello')];
    expect(mail(lines).text).not.toContain('earlier message');
    expect(mail(lines, 1).text).toContain('The one earlier message is not in this mail.');
    expect(mail(lines, 7).text).toContain('The 7 earlier messages are not in this mail.');
    expect(mail(lines, 1, 'ta').text).toContain('முந்தைய ஒரு செய்தி இந்த மின்னஞ்சலில் இல்லை.');
  });
});
