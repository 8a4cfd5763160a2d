import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpeechService } from './speech';

class FakeUtterance {
  text: string;
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('speech service', () => {
  it('queues text on speechSynthesis and reports the end', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const spoken: FakeUtterance[] = [];
    const synthesis = {
      speak: (u: FakeUtterance) => spoken.push(u),
      cancel: vi.fn(),
    } as unknown as SpeechSynthesis;
    const service = createSpeechService(() => synthesis);
    const done = vi.fn();
    expect(service.isSupported()).toBe(true);
    expect(service.speak('Hello shopper', done)).toBe(true);
    expect(spoken[0]?.text).toBe('Hello shopper');
    spoken[0]?.onend?.();
    expect(done).toHaveBeenCalledTimes(1);
    service.cancel();
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  it('says it is unsupported without speechSynthesis', () => {
    const service = createSpeechService(() => undefined);
    expect(service.isSupported()).toBe(false);
    expect(service.speak('Hello')).toBe(false);
  });
});
