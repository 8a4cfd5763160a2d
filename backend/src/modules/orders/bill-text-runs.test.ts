import { describe, expect, it } from 'vitest';
import { runLanguage, scriptRuns } from './bill-text-runs';

describe('scriptRuns', () => {
  it('splits Sinhala, Tamil and Latin into runs that join back into the text', () => {
    const text = 'ශ්‍රී ලංකාව, கொழும்பு 03 Galle Road';
    const runs = scriptRuns(text);
    expect(runs).toEqual([
      { script: 'sinhala', text: 'ශ්‍රී ලංකාව' },
      { script: 'latin', text: ', ' },
      { script: 'tamil', text: 'கொழும்பு ' },
      { script: 'latin', text: '03 Galle Road' },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(text);
  });

  it('keeps the joiners of a conjunct (ZWJ in ශ්‍රී, ක්‍ෂ) inside the Sinhala run', () => {
    const runs = scriptRuns('ක්\u200dෂේත්\u200dර');
    expect(runs).toEqual([{ script: 'sinhala', text: 'ක්\u200dෂේත්\u200dර' }]);
  });

  it('gives leading spaces to the first run, and only spaces a Latin run', () => {
    expect(scriptRuns('  නිමාලි')).toEqual([{ script: 'sinhala', text: '  නිමාලි' }]);
    expect(scriptRuns('   ')).toEqual([{ script: 'latin', text: '   ' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('runLanguage', () => {
  it('names Sinhala, Tamil and English words, and leaves digits to the document', () => {
    expect(runLanguage({ script: 'sinhala', text: 'බිල්පත' })).toBe('si');
    expect(runLanguage({ script: 'tamil', text: 'மொத்தம்' })).toBe('ta');
    expect(runLanguage({ script: 'latin', text: 'Linen Shirt' })).toBe('en');
    expect(runLanguage({ script: 'latin', text: ': 8,980.00' })).toBeUndefined();
  });
});
