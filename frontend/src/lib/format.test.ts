import type { Language } from '@store/contracts/languages';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import englishMessages from 'virtual:messages/en';
import { describe, expect, it } from 'vitest';
import { activateCatalogue, type Catalogue } from '../i18n/i18n';
import { formatSpokenLkr } from './format';

const catalogues: Record<Language, Catalogue> = { en: englishMessages, si: siMessages, ta: taMessages };

/** The amount as it is said with `language` active (the shop's words come from its catalogue). */
function spokenIn(language: Language, amount: number): string {
  activateCatalogue(language, catalogues[language]);
  return formatSpokenLkr(amount);
}

describe('formatSpokenLkr', () => {
  it('says prices as rupee amounts in English by default', () => {
    expect(formatSpokenLkr(1990)).toBe('1,990 rupees');
    expect(formatSpokenLkr(15970.5)).toBe('15,970 rupees and 50 cents');
    expect(formatSpokenLkr(1)).toBe('1 rupee');
    expect(formatSpokenLkr(0)).toBe('0 rupees');
    expect(formatSpokenLkr(1.01)).toBe('1 rupee and 1 cent');
    expect(spokenIn('en', -1990.5)).toBe('-1,990 rupees and 50 cents');
    expect(formatSpokenLkr(-1)).toBe('-1 rupee');
  });

  it.each([
    [1990, 'රුපියල් 1,990'],
    [15970.5, 'රුපියල් 15,970 යි ශත 50'],
    [1, 'රුපියල් 1'],
    [0, 'රුපියල් 0'],
    [0.05, 'රුපියල් 0 යි ශත 5'],
    [-1990.5, 'රුපියල් -1,990 යි ශත 50'],
  ])('says %s in Sinhala, the currency first: %s', (amount, spoken) => {
    expect(spokenIn('si', amount)).toBe(spoken);
  });

  it.each([
    [1990, '1,990 ரூபாய்'],
    [15970.5, '15,970 ரூபாய் 50 சதம்'],
    [1, '1 ரூபாய்'],
    [0, '0 ரூபாய்'],
    [-1990.5, '-1,990 ரூபாய் 50 சதம்'],
  ])('says %s in Tamil: %s', (amount, spoken) => {
    expect(spokenIn('ta', amount)).toBe(spoken);
  });

  it('groups digits in thousands with Western digits in every language, as Sri Lankan prices are printed', () => {
    expect(spokenIn('en', 1234567)).toBe('1,234,567 rupees');
    expect(spokenIn('si', 1234567)).toBe('රුපියල් 1,234,567');
    expect(spokenIn('ta', 1234567)).toBe('1,234,567 ரூபாய்');
  });

  it('rounds to the cent, carrying into the rupees, and never says "minus 0"', () => {
    expect(formatSpokenLkr(1990.999)).toBe('1,991 rupees');
    expect(spokenIn('ta', 0.1 + 0.2)).toBe('0 ரூபாய் 30 சதம்');
    expect(spokenIn('si', -0.001)).toBe('රුපියල් 0');
  });
});
