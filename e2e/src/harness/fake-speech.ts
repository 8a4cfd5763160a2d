// Headless Chromium has no speech engine: these fakes replace SpeechRecognition and speechSynthesis before the
// store's scripts run (addInitScript). `window.__voice.say(text)` plays the shopper saying one utterance to the
// recogniser that is listening; `window.__speech` records what the store spoke, and `finish()` ends it.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

declare global {
  interface Window {
    __voice: { listening: () => number; say: (text: string) => boolean };
    __speech: {
      spoken: string[];
      utterances: Array<{ text: string; lang: string; voice: string | null }>;
      pending: () => number;
      finish: () => void;
    };
  }
}

/** Voices the fake engine offers, as `lang` tags (none by default, like headless Chromium). */
function install(voiceTags: string[] = []) {
  type Handler = ((event: unknown) => void) | null;
  const recognitions: FakeRecognition[] = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    running = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    constructor() {
      recognitions.push(this);
    }
    start() {
      if (this.running) throw new DOMException('already started', 'InvalidStateError');
      this.running = true;
    }
    abort() {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => this.onend?.(), 0);
    }
    stop() {
      this.abort();
    }
  }
  const result = (text: string, isFinal: boolean) => ({
    resultIndex: 0,
    results: { length: 1, 0: { isFinal, length: 1, 0: { transcript: text, confidence: 0.9 } } },
  });
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
  window.__voice = {
    listening: () => recognitions.filter((r) => r.running).length,
    say(text) {
      const active = recognitions.find((r) => r.running);
      if (!active) return false;
      active.onresult?.(result(text, false));
      active.onresult?.(result(text, true));
      active.running = false;
      setTimeout(() => active.onend?.(), 0);
      return true;
    },
  };

  const queue: SpeechSynthesisUtterance[] = [];
  const spoken: string[] = [];
  const utterances: Array<{ text: string; lang: string; voice: string | null }> = [];
  const voices = voiceTags.map((lang) => ({
    lang,
    name: `Fake ${lang}`,
    voiceURI: `fake-${lang}`,
    default: false,
    localService: true,
  }));
  if (voices.length > 0) {
    // Chromium accepts only its own SpeechSynthesisVoice objects as an utterance's voice: with fake voices,
    // utterances are plain objects too.
    class FakeUtterance {
      text: string;
      lang = '';
      voice: { lang: string } | null = null;
      rate = 1;
      pitch = 1;
      volume = 1;
      onstart: ((event: Event) => void) | null = null;
      onend: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onboundary: ((event: Event) => void) | null = null;
      constructor(text = '') {
        this.text = text;
      }
      addEventListener() {}
      removeEventListener() {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  }
  const synthesis = {
    speaking: false,
    paused: false,
    pending: false,
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push(utterance.text);
      utterances.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.lang ?? null });
      queue.push(utterance);
    },
    cancel() {
      for (const utterance of queue.splice(0))
        utterance.onerror?.(new Event('error') as SpeechSynthesisErrorEvent);
    },
    pause() {},
    resume() {},
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  window.__speech = {
    spoken,
    utterances,
    pending: () => queue.length,
    finish() {
      for (const utterance of queue.splice(0)) utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
    },
  };
}

export async function installFakeSpeech(page: Page, options: { voices?: string[] } = {}) {
  await page.addInitScript(install, options.voices ?? []);
}

/** What the store has spoken, utterance by utterance, with each one's language and chosen voice. */
export function spokenUtterances(
  page: Page,
): Promise<Array<{ text: string; lang: string; voice: string | null }>> {
  return page.evaluate(() => window.__speech.utterances);
}

/** Says `text` once the store is listening (it pauses while it speaks). */
export async function say(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((words) => window.__voice.say(words), text), {
      message: `the store listens, to hear “${text}”`,
    })
    .toBe(true);
}

/** Everything the store has spoken so far, as one text. */
export function spokenText(page: Page): Promise<string> {
  return page.evaluate(() => window.__speech.spoken.join(' '));
}

export function finishSpeaking(page: Page): Promise<void> {
  return page.evaluate(() => window.__speech.finish());
}
