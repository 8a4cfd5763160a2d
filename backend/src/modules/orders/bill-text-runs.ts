// Splits the bill's text into runs of one script each, so that every run is set in a font that has its
// letters: Sinhala (U+0D80–U+0DFF) in Noto Sans Sinhala, Tamil (U+0B80–U+0BFF) in Noto Sans Tamil, anything
// else (Latin, digits, punctuation) in Noto Sans. Spaces and the joiners ZWJ/ZWNJ, which Sinhala conjuncts
// (ශ්‍රී, ක්‍ෂ) need inside the run, belong to the run they stand in.

export type Script = 'latin' | 'sinhala' | 'tamil';

export interface TextRun {
  script: Script;
  text: string;
}

const NEUTRAL = /^[\s\u200c\u200d]$/u;

function scriptOf(char: string): Script | undefined {
  if (NEUTRAL.test(char)) return undefined;
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0d80 && code <= 0x0dff) return 'sinhala';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  return 'latin';
}

/** The text as runs of one script, in order; joined back they are the text. */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let leading = '';
  for (const char of text) {
    const script = scriptOf(char);
    const current = runs.at(-1);
    if (script === undefined) {
      if (current) current.text += char;
      else leading += char;
    } else if (current?.script === script) {
      current.text += char;
    } else {
      runs.push({ script, text: leading + char });
      leading = '';
    }
  }
  if (leading) runs.push({ script: 'latin', text: leading });
  return runs;
}

/** The language of a run for screen readers, when it is not the document's: Sinhala, Tamil, English words. */
export function runLanguage(run: TextRun): 'si' | 'ta' | 'en' | undefined {
  if (run.script === 'sinhala') return 'si';
  if (run.script === 'tamil') return 'ta';
  // Digits, amounts and punctuation are read in the document's language.
  return /\p{Script=Latin}/u.test(run.text) ? 'en' : undefined;
}
