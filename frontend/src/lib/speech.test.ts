import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSpokenLkr } from './format';
import { CHUNK_LENGTH, createSpeechService, splitIntoChunks } from './speech';

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function fakeSynthesis() {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: vi.fn(() => {
      for (const u of spoken.splice(0)) u.onerror?.();
    }),
    pause: vi.fn(),
    resume: vi.fn(),
  };
  return { spoken, synthesis, service: createSpeechService(() => synthesis as unknown as SpeechSynthesis) };
}

afterEach(() => vi.unstubAllGlobals());

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
});

describe('formatSpokenLkr', () => {
  it('says prices as rupee amounts', () => {
    expect(formatSpokenLkr(1990)).toBe('1,990 rupees');
    expect(formatSpokenLkr(15970.5)).toBe('15,970 rupees and 50 cents');
    expect(formatSpokenLkr(1)).toBe('1 rupee');
    expect(formatSpokenLkr(0)).toBe('0 rupees');
  });
});
