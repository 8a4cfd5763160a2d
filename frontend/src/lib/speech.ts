// The one read-aloud service of the SPA (voice-over of products and the cart, the voice command list,
// spoken notices), over the browser's speechSynthesis. Screens never touch speechSynthesis themselves.
// Long text goes out in chunks of about 200 characters cut at sentence ends, because Chrome silently
// stops an utterance after about 15 seconds. Voice commands listen to its state so they never hear it.
// Every utterance carries its language (the shop's, or the text's own) and a voice for it when the browser
// has one; a language without a voice is reported once, and its text is still spoken (and stays on screen).
import type { Language } from '@store/contracts/languages';
import { languageLocales } from '@store/contracts/languages';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from './notify';

export const CHUNK_LENGTH = 200;

/** How long to wait for the browser's voice list before taking an empty one as "no voices at all". */
export const VOICES_WAIT_MS = 3000;

/**
 * The BCP 47 tag each utterance carries. English stays British English, as it was read before languages
 * came: voices for en-LK are rare, and before the voice list has loaded the engine picks a voice by this tag.
 */
export const speechTags: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

// Voice tags in order of preference (lower case, "-"); after them any voice of the language will do.
const preferredVoiceTags: Record<Language, readonly string[]> = {
  en: ['en-lk', 'en-gb', 'en-in'],
  si: ['si-lk'],
  ta: ['ta-lk', 'ta-in'],
};

export type SpeechState = 'idle' | 'speaking' | 'paused';

export interface SpeakOptions {
  /** The language of this text when it is not the shop's (a helper's chat message written in Tamil). */
  language?: Language;
}

export interface SpeechService {
  isSupported: () => boolean;
  /**
   * Speaks `text` after anything already queued; `onDone` runs once when it ends or is stopped. It is
   * spoken in the shop's language unless `options.language` says otherwise.
   */
  speak: (text: string, onDone?: () => void, options?: SpeakOptions) => boolean;
  /** Stops everything being read or queued. */
  cancel: () => void;
  pause: () => void;
  resume: () => void;
  /** The reading speed of what is spoken from now on (1 is normal). */
  setRate: (rate: number) => void;
  state: () => SpeechState;
  subscribe: (listener: () => void) => () => void;
}

/** The speech service with the shop's language and voices (what createSpeechService and `speech` are). */
export interface MultilingualSpeechService extends SpeechService {
  /** The shop's language: what is spoken from now on, unless a call says otherwise. English at first. */
  setLanguage: (language: Language) => void;
  language: () => Language;
  /**
   * Calls `listener` with each language the browser turns out to have no voice for (the shop's, or one a
   * call asked for), once per language over the service's life. A language found before anyone listened
   * goes to the first listener. Returns the unsubscribe function.
   */
  onMissingVoice: (listener: (language: Language) => void) => () => void;
  /** Whether the browser has a voice for `language`; undefined while that cannot be told yet (or at all). */
  hasVoice: (language: Language) => boolean | undefined;
}

const normalTag = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * The browser's best voice for `language`: one for Sri Lanka first, then the other preferred regions, then
 * any voice of the language; among equals the browser's default voice, then the browser's order.
 */
export function chooseVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
): SpeechSynthesisVoice | undefined {
  const preferred = preferredVoiceTags[language];
  let best: SpeechSynthesisVoice | undefined;
  let bestRank = Infinity;
  for (const voice of voices) {
    const tag = normalTag(voice.lang);
    if (tag !== language && !tag.startsWith(`${language}-`)) continue;
    const index = preferred.indexOf(tag);
    const rank = (index === -1 ? preferred.length : index) * 2 + (voice.default ? 0 : 1);
    if (rank < bestRank) {
      best = voice;
      bestRank = rank;
    }
  }
  return best;
}

// The kunddaliya (෴) ends a Sinhala sentence, but Unicode does not count it as a sentence terminator.
const KUNDDALIYA_END = /෴+["'”’)\]]*\s*/gu;
// Without Intl.Segmenter: a sentence ends at . ! ? । ॥ (and closing quotes) before a space or the end, so
// "1.5 metres" stays whole.
const SENTENCE_END = /[.!?।॥]+["'”’)\]]*(?:\s+|$)/gu;

/** `text` cut after every match of `ends` (a global regex); nothing is lost. */
function cutAfter(text: string, ends: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(ends)) {
    const end = match.index + match[0].length;
    if (end > start) parts.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}

const sentenceSegmenters = new Map<Language, Intl.Segmenter>();

/** The sentences of `text` by the language's rules (Intl.Segmenter where the browser has it). */
function sentencesOf(text: string, language: Language): string[] {
  let sentences: string[];
  if (typeof Intl.Segmenter === 'function') {
    let segmenter = sentenceSegmenters.get(language);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(languageLocales[language], { granularity: 'sentence' });
      sentenceSegmenters.set(language, segmenter);
    }
    sentences = Array.from(segmenter.segment(text), (part) => part.segment);
  } else {
    sentences = cutAfter(text, SENTENCE_END);
  }
  return sentences.flatMap((sentence) => cutAfter(sentence, KUNDDALIYA_END));
}

const VIRAMA = /[\u094D\u0BCD\u0DCA]/u; // Devanagari virama, Tamil pulli, Sinhala al-lakuna
const JOINER = /[\u200C\u200D]/u; // ZWNJ, ZWJ: they bind a Sinhala conjunct, yansaya or rakaransaya
const ATTACHED = /[\p{M}\p{Emoji_Modifier}\u200C\u200D]/u; // vowel signs and other marks go with their letter
const LETTER = /\p{L}/u;

/**
 * Whether text may be cut before index `at` without breaking a letter: not inside a surrogate pair, not
 * before a vowel sign or mark, not after a joiner (ක්‍ෂ), not between a virama and the consonant it joins.
 */
function canCutAt(text: string, at: number): boolean {
  const before = text.charAt(at - 1);
  const after = String.fromCodePoint(text.codePointAt(at) ?? 0);
  const code = text.charCodeAt(at - 1);
  if (code >= 0xd800 && code <= 0xdbff) return false;
  if (ATTACHED.test(after) || JOINER.test(before)) return false;
  return !(VIRAMA.test(before) && LETTER.test(after));
}

/** The last index at or before `at` where text may be cut, or `at` itself when there is none. */
function safeCut(text: string, at: number): number {
  for (let index = at; index > 0; index -= 1) if (canCutAt(text, index)) return index;
  return at;
}

/**
 * Cuts text into pieces of at most `max` characters, at sentence ends of the language (. ! ? । ෴) where it
 * can, else at commas or spaces, and never inside a letter with its vowel signs or a Sinhala conjunct.
 */
export function splitIntoChunks(text: string, max = CHUNK_LENGTH, language: Language = 'en'): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const pieces: string[] = [];
  for (const raw of sentencesOf(clean, language)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= max) {
      pieces.push(sentence);
      continue;
    }
    // A very long sentence: cut at clause marks, then at spaces, else wherever a letter is not broken.
    let rest = sentence;
    while (rest.length > max) {
      const window = rest.slice(0, max + 1);
      const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '));
      const space = window.lastIndexOf(' ');
      const at = cut > max / 3 ? cut + 1 : space > 0 ? space : safeCut(rest, max);
      pieces.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) pieces.push(rest);
  }
  // Join short sentences back together up to the limit, so the voice does not pause after each one.
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= max)
      chunks[chunks.length - 1] = `${last} ${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}

export function createSpeechService(
  getSynthesis: () => SpeechSynthesis | undefined = () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined,
  options: { voicesWaitMs?: number } = {},
): MultilingualSpeechService {
  const voicesWaitMs = options.voicesWaitMs ?? VOICES_WAIT_MS;
  const supported = () =>
    getSynthesis() !== undefined && typeof globalThis.SpeechSynthesisUtterance === 'function';
  const listeners = new Set<() => void>();
  let state: SpeechState = 'idle';
  let rate = 1;
  let current: Language = 'en';
  let pending = 0;
  // Bumped by cancel(): callbacks of utterances from before are ignored.
  let generation = 0;

  // --- Voices. Browsers load them asynchronously: Chrome's first getVoices() is empty and a
  // "voiceschanged" event follows; an engine with no voices at all may never send it, hence the wait.
  const missingListeners = new Set<(language: Language) => void>();
  const reported = new Set<Language>();
  const undelivered: Language[] = [];
  const waitingForVoices = new Set<Language>();
  let watched: SpeechSynthesis | undefined;
  let voicesSettled = false;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;

  /** The browser's voices, or undefined when its speechSynthesis cannot list them. */
  const voicesOf = (synthesis: SpeechSynthesis): readonly SpeechSynthesisVoice[] | undefined =>
    typeof synthesis.getVoices === 'function' ? synthesis.getVoices() : undefined;

  const voiceKnown = (language: Language): boolean | undefined => {
    const synthesis = getSynthesis();
    if (!synthesis || !supported()) return undefined;
    const voices = voicesOf(synthesis);
    if (voices === undefined || (voices.length === 0 && !voicesSettled)) return undefined;
    return chooseVoice(voices, language) !== undefined;
  };

  const report = (language: Language) => {
    reported.add(language);
    if (missingListeners.size === 0) undelivered.push(language);
    for (const listener of [...missingListeners]) listener(language);
  };

  const voicesArrived = () => {
    voicesSettled = true;
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    waitTimer = undefined;
    const waiting = [...waitingForVoices];
    waitingForVoices.clear();
    for (const language of waiting) checkVoice(language);
  };

  const watchVoices = (synthesis: SpeechSynthesis) => {
    if (watched === synthesis) return;
    watched = synthesis;
    if (typeof synthesis.addEventListener === 'function')
      synthesis.addEventListener('voiceschanged', voicesArrived);
    if (waitTimer === undefined) waitTimer = setTimeout(voicesArrived, voicesWaitMs);
  };

  /** Reports `language` when the browser has no voice for it, once; waits for the voice list if need be. */
  function checkVoice(language: Language) {
    if (reported.has(language)) return;
    const known = voiceKnown(language);
    if (known === false) {
      report(language);
      return;
    }
    const synthesis = getSynthesis();
    if (known === undefined && synthesis && supported() && voicesOf(synthesis) !== undefined) {
      waitingForVoices.add(language);
      watchVoices(synthesis);
    }
  }

  const setState = (next: SpeechState) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    isSupported: supported,
    speak(text, onDone, speakOptions) {
      const synthesis = getSynthesis();
      if (!synthesis || !supported()) return false;
      const language = speakOptions?.language ?? current;
      const chunks = splitIntoChunks(text, CHUNK_LENGTH, language);
      if (chunks.length === 0) {
        onDone?.();
        return true;
      }
      const voices = voicesOf(synthesis);
      const voice = voices && chooseVoice(voices, language);
      const mine = generation;
      let left = chunks.length;
      let finished = false;
      // A stopped reading still reports its end, once.
      const stopWatch = () => {
        if (mine !== generation) finish();
      };
      const finish = () => {
        listeners.delete(stopWatch);
        if (finished) return;
        finished = true;
        onDone?.();
      };
      for (const chunk of chunks) {
        const utterance = new SpeechSynthesisUtterance(chunk);
        utterance.lang = speechTags[language];
        // Without a voice for the language the engine still gets the text and its tag: better a foreign
        // voice (or silence) than a dropped message, and the shopper has been told once.
        if (voice) utterance.voice = voice;
        utterance.rate = rate;
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          if (mine !== generation) return;
          left -= 1;
          pending -= 1;
          if (left === 0) finish();
          if (pending <= 0) {
            pending = 0;
            setState('idle');
          }
        };
        utterance.onend = end;
        utterance.onerror = end;
        pending += 1;
        synthesis.speak(utterance);
      }
      listeners.add(stopWatch);
      if (state === 'idle') setState('speaking');
      checkVoice(language);
      return true;
    },
    cancel() {
      generation += 1;
      pending = 0;
      getSynthesis()?.cancel();
      if (state === 'idle') {
        // Still tell the readings that were queued that they are over.
        for (const listener of [...listeners]) listener();
      }
      setState('idle');
    },
    pause() {
      if (state !== 'speaking') return;
      getSynthesis()?.pause();
      setState('paused');
    },
    resume() {
      if (state !== 'paused') return;
      getSynthesis()?.resume();
      setState('speaking');
    },
    setRate(next) {
      rate = next;
    },
    setLanguage(language) {
      current = language;
      checkVoice(language);
    },
    language: () => current,
    onMissingVoice(listener) {
      missingListeners.add(listener);
      for (const language of undelivered.splice(0)) listener(language);
      return () => missingListeners.delete(listener);
    },
    hasVoice: voiceKnown,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const speech = createSpeechService();

/** Follows the service's state (idle / speaking / paused). */
export function useSpeechState(service: SpeechService = speech): SpeechState {
  return useSyncExternalStore(service.subscribe, service.state, () => 'idle' as const);
}

/**
 * Reads `text` aloud (in the shop's language unless `options.language` says otherwise), or shows the
 * spec's alert when the browser cannot speak. Returns whether it speaks.
 */
export function readAloud(
  text: string,
  service: SpeechService = speech,
  onDone?: () => void,
  options?: SpeakOptions,
): boolean {
  if (!service.isSupported()) {
    window.alert(messages.speechUnsupported);
    return false;
  }
  service.cancel();
  return service.speak(text, onDone, options);
}

/**
 * A voice-over button's state: toggle() starts reading, or stops it when it is reading; leaving the
 * screen (unmount) stops it. Without speech synthesis it shows the spec's alert.
 */
export function useReadAloud(service: SpeechService = speech) {
  const [speaking, setSpeaking] = useState(false);
  const speakingRef = useRef(false);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    if (speakingRef.current) service.cancel();
    speakingRef.current = false;
    setSpeaking(false);
  }, [service]);

  const toggle = useCallback(
    (text: string, options?: SpeakOptions) => {
      if (speakingRef.current) {
        stop();
        return;
      }
      const current = ++run.current;
      const started = readAloud(
        text,
        service,
        () => {
          if (run.current !== current) return;
          speakingRef.current = false;
          setSpeaking(false);
        },
        options,
      );
      if (!started || run.current !== current) return;
      speakingRef.current = true;
      setSpeaking(true);
    },
    [service, stop],
  );

  useEffect(
    () => () => {
      run.current += 1;
      if (speakingRef.current) service.cancel();
    },
    [service],
  );

  return { speaking, toggle, stop };
}
