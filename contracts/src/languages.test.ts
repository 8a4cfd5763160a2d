import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isLanguage,
  languageFromAcceptLanguage,
  languageLocales,
  languageNames,
  languages,
} from './languages';

describe('languages', () => {
  it('are English, Sinhala and Tamil, English the default, each with its Sri Lankan locale and own name', () => {
    expect(languages).toEqual(['en', 'si', 'ta']);
    expect(defaultLanguage).toBe('en');
    expect(languageLocales).toEqual({ en: 'en-LK', si: 'si-LK', ta: 'ta-LK' });
    expect(languageNames).toEqual({ en: 'English', si: 'සිංහල', ta: 'தமிழ்' });
  });

  it('isLanguage accepts exactly the three codes', () => {
    for (const code of languages) expect(isLanguage(code)).toBe(true);
    for (const other of ['EN', 'si-LK', 'fr', '', ' ta', undefined, null, 1, ['si']]) {
      expect(isLanguage(other)).toBe(false);
    }
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['si', 'si'],
    ['si-LK', 'si'],
    ['ta', 'ta'],
    ['ta-LK', 'ta'],
    ['ta-IN', 'ta'],
    ['TA-lk', 'ta'],
    ['en-GB,en;q=0.9,si;q=0.8', 'en'],
    ['fr-FR, de;q=0.9', 'en'],
    ['*', 'en'],
    [';;,, ;q=1', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('takes the supported language of highest weight, not the first listed', () => {
    expect(languageFromAcceptLanguage('fr, ta;q=0.5, si;q=0.8')).toBe('si');
    expect(languageFromAcceptLanguage('ta;q=0.5, si-LK;q=0.9, en;q=0.7')).toBe('si');
    expect(languageFromAcceptLanguage('en;q=0.1, ta-IN')).toBe('ta');
  });

  it('keeps the listed order between equal weights', () => {
    expect(languageFromAcceptLanguage('ta;q=0.8, si;q=0.8')).toBe('ta');
    expect(languageFromAcceptLanguage('si, ta')).toBe('si');
  });

  it('skips languages weighted 0 and reads weights with spaces and other parameters around them', () => {
    expect(languageFromAcceptLanguage('si;q=0, ta;q=0.1')).toBe('ta');
    expect(languageFromAcceptLanguage('si;q=0.000, en;q=0')).toBe('en');
    expect(languageFromAcceptLanguage(' ta ; Q = 0.7 , si;q=0.6')).toBe('ta');
    expect(languageFromAcceptLanguage('si;level=1;q=0.2, ta;q=0.3')).toBe('ta');
  });

  it('counts a malformed weight as 0', () => {
    expect(languageFromAcceptLanguage('si;q=abc, ta;q=0.2')).toBe('ta');
    expect(languageFromAcceptLanguage('si;q=2, ta;q=0.2')).toBe('ta');
    expect(languageFromAcceptLanguage('si;q=0.1234, ta;q=0.2')).toBe('ta');
    expect(languageFromAcceptLanguage('si;q=, en')).toBe('en');
  });
});
