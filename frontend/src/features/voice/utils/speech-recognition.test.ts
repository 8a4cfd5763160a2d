import { describe, expect, it } from 'vitest';
import { createRecognizer, recognitionLocales, type BrowserRecognition } from './speech-recognition';

class FakeRecognition implements BrowserRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onresult: BrowserRecognition['onresult'] = null;
  onerror: BrowserRecognition['onerror'] = null;
  onend: BrowserRecognition['onend'] = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {}
  abort() {}
}

const events = {
  onInterim: () => undefined,
  onFinal: () => undefined,
  onError: () => undefined,
  onEnd: () => undefined,
};

describe('createRecognizer', () => {
  it('listens in British English unless told otherwise', () => {
    createRecognizer(FakeRecognition, events);
    expect(FakeRecognition.last?.lang).toBe('en-GB');
  });

  it.each([
    ['si', 'si-LK'],
    ['ta', 'ta-LK'],
    ['en', 'en-GB'],
  ] as const)('listens to %s speakers in %s', (language, locale) => {
    createRecognizer(FakeRecognition, events, language);
    expect(FakeRecognition.last?.lang).toBe(locale);
    expect(recognitionLocales[language]).toBe(locale);
  });
});
