import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LENGTH, VOICES_WAIT_MS, chooseVoice, createSpeechService, splitIntoChunks } from './speech';

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

const voice = (lang: string, name = lang, isDefault = false): SpeechSynthesisVoice => ({
  lang,
  name,
  default: isDefault,
  localService: true,
  voiceURI: name,
});

/**
 * A speechSynthesis that records utterances. With `voices` it lists them (an empty list until
 * `loadVoices` plays the browser's "voiceschanged"); without, it cannot list voices, like older stubs.
 */
function fakeSynthesis(voices?: SpeechSynthesisVoice[]) {
  const spoken: FakeUtterance[] = [];
  const events = new EventTarget();
  let list = voices ?? [];
  const synthesis = {
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: vi.fn(() => {
      for (const u of spoken.splice(0)) u.onerror?.();
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    ...(voices && {
      getVoices: () => list,
      addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
    }),
  };
  const loadVoices = (next: SpeechSynthesisVoice[]) => {
    list = next;
    events.dispatchEvent(new Event('voiceschanged'));
  };
  return {
    spoken,
    synthesis,
    loadVoices,
    service: createSpeechService(() => synthesis as unknown as SpeechSynthesis),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('speech service', () => {
  it('queues text on speechSynthesis and reports the end', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { spoken, synthesis, service } = fakeSynthesis();
    const done = vi.fn();
    expect(service.isSupported()).toBe(true);
    expect(service.speak('Hello shopper', done)).toBe(true);
    expect(spoken[0]?.text).toBe('Hello shopper');
    expect(service.state()).toBe('speaking');
    spoken[0]?.onend?.();
    expect(done).toHaveBeenCalledTimes(1);
    expect(service.state()).toBe('idle');
    service.cancel();
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  it('speaks long text in chunks of at most 200 characters and ends once, after the last', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { spoken, service } = fakeSynthesis();
    const sentence = 'This linen shirt is cool in the heat of Colombo and easy to wash at home. ';
    const done = vi.fn();
    service.setRate(1.5);
    service.speak(sentence.repeat(8), done);
    expect(spoken.length).toBeGreaterThan(2);
    for (const utterance of spoken) {
      expect(utterance.text.length).toBeLessThanOrEqual(CHUNK_LENGTH);
      expect(utterance.text).toMatch(/\.$/);
      expect(utterance.rate).toBe(1.5);
    }
    spoken.slice(0, -1).forEach((u) => u.onend?.());
    expect(done).not.toHaveBeenCalled();
    spoken.at(-1)?.onend?.();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('pauses, resumes and stops, telling listeners each time', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { synthesis, service } = fakeSynthesis();
    const states: string[] = [];
    service.subscribe(() => states.push(service.state()));
    const done = vi.fn();
    service.speak('One. Two.', done);
    service.pause();
    expect(synthesis.pause).toHaveBeenCalled();
    service.resume();
    expect(synthesis.resume).toHaveBeenCalled();
    service.cancel();
    expect(done).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['speaking', 'paused', 'speaking', 'idle']);
  });

  it('says it is unsupported without speechSynthesis', () => {
    const service = createSpeechService(() => undefined);
    expect(service.isSupported()).toBe(false);
    expect(service.speak('Hello')).toBe(false);
  });
});

describe('splitIntoChunks', () => {
  it('cuts a sentence longer than a chunk at a comma or a space', () => {
    const long = `${'word '.repeat(30)}, ${'more '.repeat(30)}end.`;
    const chunks = splitIntoChunks(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= CHUNK_LENGTH)).toBe(true);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(long.replace(/\s+/g, ' '));
  });

  it('keeps short text whole and drops empty text', () => {
    expect(splitIntoChunks('Hello. How are you?')).toEqual(['Hello. How are you?']);
    expect(splitIntoChunks('   ')).toEqual([]);
  });

  it('cuts Sinhala at the kunddaliya and at full stops, Hindi-style text at the danda', () => {
    const sinhala = 'මෙය කපු කමිසයකි෴ එය ලස්සනයි. ඔබට කැමතිද?';
    expect(splitIntoChunks(sinhala, 20, 'si')).toEqual(['මෙය කපු කමිසයකි෴', 'එය ලස්සනයි.', 'ඔබට කැමතිද?']);
    expect(splitIntoChunks('මෙය කමිසයකි෴එය ලස්සනයි', 15, 'si')).toEqual(['මෙය කමිසයකි෴', 'එය ලස්සනයි']);
    expect(splitIntoChunks('यह कमीज़ है। यह सुंदर है।', 12, 'si')).toEqual(['यह कमीज़ है।', 'यह सुंदर है।']);
  });

  it('cuts Tamil at full stops and keeps whole sentences together up to the limit', () => {
    const tamil = 'இது ஒரு பருத்தி சட்டை. விலை 1,990 ரூபாய். நன்றி!';
    expect(splitIntoChunks(tamil, CHUNK_LENGTH, 'ta')).toEqual([tamil]);
    expect(splitIntoChunks(tamil, 22, 'ta')).toEqual(['இது ஒரு பருத்தி சட்டை.', 'விலை 1,990 ரூபாய்.', 'நன்றி!']);
  });

  it('does not take the point of a decimal number for a sentence end', () => {
    expect(splitIntoChunks('The sleeve is 1.5 metres. Wash cold.', 26)).toEqual([
      'The sleeve is 1.5 metres.',
      'Wash cold.',
    ]);
  });

  it('cuts at the same places without Intl.Segmenter', () => {
    vi.stubGlobal('Intl', Object.create(Intl, { Segmenter: { value: undefined } }));
    expect(splitIntoChunks('මෙය කපු කමිසයකි෴ එය ලස්සනයි. ඔබට කැමතිද?', 20, 'si')).toEqual([
      'මෙය කපු කමිසයකි෴',
      'එය ලස්සනයි.',
      'ඔබට කැමතිද?',
    ]);
    expect(splitIntoChunks('The sleeve is 1.5 metres. Wash cold!', 26)).toEqual([
      'The sleeve is 1.5 metres.',
      'Wash cold!',
    ]);
    expect(splitIntoChunks('“Soft.” Light? यह है। ok', 8)).toEqual(['“Soft.”', 'Light?', 'यह है।', 'ok']);
  });

  it('never cuts a letter from its vowel sign, nor inside a Sinhala conjunct, when it must cut a word', () => {
    // Cutting at 200 would leave the vowel sign ා, or the al-lakuna and joiner of ක්‍ෂ, without its letter.
    const vowelSigns = `ක${'කා'.repeat(150)}`;
    const conjunct = `${'ක'.repeat(198)}ක්‍ෂ${'ණ'.repeat(50)}`;
    const tamil = `க${'கொ'.repeat(150)}`;
    for (const [text, language] of [
      [vowelSigns, 'si'],
      [conjunct, 'si'],
      [tamil, 'ta'],
    ] as const) {
      const chunks = splitIntoChunks(text, CHUNK_LENGTH, language);
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.join('')).toBe(text);
      for (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(CHUNK_LENGTH);
        expect(chunk).not.toMatch(/^[\p{M}\u200D]/u);
        expect(chunk).not.toMatch(/[\u0DCA\u0BCD\u200D]$/u);
      }
    }
    expect(splitIntoChunks(conjunct, CHUNK_LENGTH, 'si')[0]).toHaveLength(198);
  });
});

describe('chooseVoice', () => {
  it('prefers a Sri Lankan voice, then the nearest region, then any voice of the language', () => {
    const voices = [voice('en-US', 'US', true), voice('ta-IN'), voice('en-GB'), voice('ta-LK'), voice('si')];
    expect(chooseVoice(voices, 'ta')?.lang).toBe('ta-LK');
    expect(chooseVoice(voices, 'en')?.lang).toBe('en-GB');
    expect(chooseVoice(voices, 'si')?.lang).toBe('si');
    expect(chooseVoice([voice('en-US', 'US', true), voice('ta-IN')], 'ta')?.lang).toBe('ta-IN');
    expect(chooseVoice([voice('en-AU'), voice('en-US', 'US', true)], 'en')?.name).toBe('US');
  });

  it('reads Android-style tags and finds nothing for a language without a voice', () => {
    expect(chooseVoice([voice('si_LK')], 'si')?.lang).toBe('si_LK');
    expect(chooseVoice([voice('en-GB'), voice('sk-SK'), voice('tr-TR')], 'si')).toBeUndefined();
    expect(chooseVoice([voice('tam')], 'ta')).toBeUndefined();
    expect(chooseVoice([], 'en')).toBeUndefined();
  });
});

describe('speech service languages', () => {
  it('speaks in English (en-GB) until the shop language changes, and a call may speak another language', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { spoken, service } = fakeSynthesis();
    expect(service.language()).toBe('en');
    service.speak('Hello');
    service.setLanguage('si');
    expect(service.language()).toBe('si');
    service.speak('ආයුබෝවන්');
    service.speak('வணக்கம்', undefined, { language: 'ta' });
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['Hello', 'en-GB'],
      ['ආයුබෝවන්', 'si-LK'],
      ['வணக்கம்', 'ta-LK'],
    ]);
    expect(service.language()).toBe('si');
  });

  it('gives each utterance the best voice of its language', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const sinhala = voice('si-LK', 'Sinhala');
    const { spoken, service } = fakeSynthesis([voice('en-US', 'US', true), voice('en-GB', 'UK'), sinhala]);
    service.setLanguage('si');
    service.speak('ආයුබෝවන්. '.repeat(30));
    service.speak('Hello', undefined, { language: 'en' });
    expect(spoken.length).toBeGreaterThan(2);
    expect(spoken.slice(0, -1).every((u) => u.voice === sinhala && u.lang === 'si-LK')).toBe(true);
    expect(spoken.at(-1)?.voice?.name).toBe('UK');
  });

  it('reports a language without a voice once, and still speaks its text', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { spoken, service } = fakeSynthesis([voice('en-GB'), voice('ta-IN')]);
    const missing = vi.fn();
    service.onMissingVoice(missing);
    service.setLanguage('si');
    expect(missing.mock.calls).toEqual([['si']]);
    expect(service.hasVoice('si')).toBe(false);
    expect(service.hasVoice('ta')).toBe(true);
    const done = vi.fn();
    expect(service.speak('ආයුබෝවන්', done)).toBe(true);
    expect(spoken[0]).toMatchObject({ text: 'ආයුබෝවන්', lang: 'si-LK', voice: null });
    spoken[0]?.onend?.();
    expect(done).toHaveBeenCalledTimes(1);
    service.setLanguage('en');
    service.setLanguage('si');
    service.speak('ස්තූතියි');
    service.speak('வணக்கம்', undefined, { language: 'ta' });
    expect(missing.mock.calls).toEqual([['si']]);
  });

  it('waits for voices that load late ("voiceschanged") before judging', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { service, loadVoices } = fakeSynthesis([]);
    const missing = vi.fn();
    service.onMissingVoice(missing);
    service.setLanguage('ta');
    service.speak('Hello', undefined, { language: 'en' });
    expect(service.hasVoice('ta')).toBeUndefined();
    expect(missing).not.toHaveBeenCalled();
    loadVoices([voice('en-GB'), voice('si-LK')]);
    expect(missing.mock.calls).toEqual([['ta']]);
    expect(service.hasVoice('si')).toBe(true);
  });

  it('takes a voice list still empty after the wait as no voices at all', () => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { service } = fakeSynthesis([]);
    const missing = vi.fn();
    service.onMissingVoice(missing);
    service.setLanguage('si');
    vi.advanceTimersByTime(VOICES_WAIT_MS - 1);
    expect(missing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(missing.mock.calls).toEqual([['si']]);
  });

  it('keeps a report made before anyone listened for the first listener only', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { service } = fakeSynthesis([voice('en-GB')]);
    service.setLanguage('ta');
    const first = vi.fn();
    const second = vi.fn();
    const stop = service.onMissingVoice(first);
    stop();
    service.onMissingVoice(second);
    service.setLanguage('si');
    expect(first.mock.calls).toEqual([['ta']]);
    expect(second.mock.calls).toEqual([['si']]);
  });

  it('reports nothing when the browser cannot list voices or cannot speak', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { spoken, service } = fakeSynthesis();
    const missing = vi.fn();
    service.onMissingVoice(missing);
    service.setLanguage('si');
    service.speak('ආයුබෝවන්');
    expect(spoken[0]?.lang).toBe('si-LK');
    expect(service.hasVoice('si')).toBeUndefined();
    const silent = createSpeechService(() => undefined);
    silent.onMissingVoice(missing);
    silent.setLanguage('ta');
    expect(silent.hasVoice('ta')).toBeUndefined();
    expect(missing).not.toHaveBeenCalled();
  });
});
