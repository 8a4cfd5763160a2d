import { describe, expect, it } from 'vitest';
import { parseVoiceCommand } from '../parse-command';
import { voiceCommandGroups, voiceCommandList, voiceCommandsReading } from './voice-command-list';

const languages = ['en', 'si', 'ta'] as const;
const kinds = (lang: (typeof languages)[number]) =>
  new Set(voiceCommandList(lang).flatMap((group) => group.commands.map((command) => command.action.type)));

describe('voiceCommandList', () => {
  it.each(languages)('lists, in %s, only phrases that parse to the action they describe', (lang) => {
    const wrong = voiceCommandList(lang)
      .flatMap((group) => group.commands)
      .filter(
        (command) =>
          JSON.stringify(parseVoiceCommand(command.phrase, lang)) !== JSON.stringify(command.action),
      )
      .map((command) => command.phrase);
    expect(wrong).toEqual([]);
  });

  it.each(['si', 'ta'] as const)(
    'tells %s speakers of every kind of command English speakers hear of',
    (lang) => {
      const missing = [...kinds('en')].filter((kind) => !kinds(lang).has(kind));
      expect(missing).toEqual([]);
      expect(kinds(lang).has('set-language')).toBe(true);
    },
  );

  it.each(['si', 'ta'] as const)('gives %s the same groups as English, in its own words', (lang) => {
    const list = voiceCommandList(lang);
    expect(list).toHaveLength(voiceCommandGroups.length + 1);
    for (const group of list) {
      expect(group.title).not.toMatch(/[a-z]/i);
      for (const command of group.commands) expect(command.description).not.toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('keeps the English list as it was', () => {
    expect(voiceCommandGroups).toBe(voiceCommandList('en'));
    expect(voiceCommandGroups.map((group) => group.title)).toEqual([
      'Moving around',
      'In the collection',
      'On a product page',
      'Reading aloud',
      'Display',
    ]);
    expect(voiceCommandGroups.flatMap((group) => group.commands)).toHaveLength(38);
    expect(voiceCommandGroups[0]?.commands[0]).toEqual({
      phrase: 'Go to home',
      description: 'Opens the home page.',
      action: { type: 'navigate', to: 'home' },
    });
  });

  it('reads each list aloud in its own language', () => {
    expect(voiceCommandsReading()).toMatch(
      /^You can say: Moving around\. “Go to home”: Opens the home page\./,
    );
    expect(voiceCommandsReading('si')).toMatch(/^ඔබට කියන්න පුළුවන්: පිටු අතර යාම\. “මුල් පිටුවට යන්න”/);
    expect(voiceCommandsReading('ta')).toMatch(/^நீங்கள் சொல்லக்கூடியவை: /);
  });
});
