// The voice commands the shop understands, as shoppers are told them: one list per language, shown and
// read by the voice "help" action and shown on the Accessibility page. Each list lives with its language's
// phrases (phrases/en.ts, si.ts, ta.ts); the tests check that every example parses to its action.
import type { Language } from '@store/contracts/languages';
import type { VoiceCommandGroup } from '../phrases/phrase-set';
import { phraseSets } from '../phrases/phrase-sets';

export type { VoiceCommandExample, VoiceCommandGroup } from '../phrases/phrase-set';

/** The commands in one language, grouped as shoppers are shown them. */
export function voiceCommandList(lang: Language): readonly VoiceCommandGroup[] {
  return phraseSets[lang].list.groups;
}

/** The English list (what the shop showed before it spoke Sinhala and Tamil). */
export const voiceCommandGroups: readonly VoiceCommandGroup[] = voiceCommandList('en');

/** The list as one text to read aloud. */
export function voiceCommandsReading(lang: Language = 'en'): string {
  return [
    phraseSets[lang].list.intro,
    ...voiceCommandList(lang).flatMap((group) => [
      `${group.title}.`,
      ...group.commands.map((command) => `“${command.phrase}”: ${command.description}`),
    ]),
  ].join(' ');
}
