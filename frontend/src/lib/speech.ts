// The one read-aloud service of the SPA (voice-over of products and the cart, the voice command list,
// spoken notices), over the browser's speechSynthesis. Screens never touch speechSynthesis themselves.
// Long text goes out in chunks of about 200 characters cut at sentence ends, because Chrome silently
// stops an utterance after about 15 seconds. Voice commands listen to its state so they never hear it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from './notify';

export const CHUNK_LENGTH = 200;

export type SpeechState = 'idle' | 'speaking' | 'paused';

export interface SpeechService {
  isSupported: () => boolean;
  /** Speaks `text` after anything already queued; `onDone` runs once when it ends or is stopped. */
  speak: (text: string, onDone?: () => void) => boolean;
  /** Stops everything being read or queued. */
  cancel: () => void;
  pause: () => void;
  resume: () => void;
  /** The reading speed of what is spoken from now on (1 is normal). */
  setRate: (rate: number) => void;
  state: () => SpeechState;
  subscribe: (listener: () => void) => () => void;
}

/** Cuts text into pieces of at most `max` characters, at sentence ends where it can, else at commas or spaces. */
export function splitIntoChunks(text: string, max = CHUNK_LENGTH): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g) ?? [clean];
  const pieces: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= max) {
      pieces.push(sentence);
      continue;
    }
    // A very long sentence: cut at clause marks, then at spaces.
    let rest = sentence;
    while (rest.length > max) {
      const window = rest.slice(0, max + 1);
      const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '));
      const at = cut > max / 3 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : max;
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
): SpeechService {
  const supported = () =>
    getSynthesis() !== undefined && typeof globalThis.SpeechSynthesisUtterance === 'function';
  const listeners = new Set<() => void>();
  let state: SpeechState = 'idle';
  let rate = 1;
  let pending = 0;
  // Bumped by cancel(): callbacks of utterances from before are ignored.
  let generation = 0;

  const setState = (next: SpeechState) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    isSupported: supported,
    speak(text, onDone) {
      const synthesis = getSynthesis();
      if (!synthesis || !supported()) return false;
      const chunks = splitIntoChunks(text);
      if (chunks.length === 0) {
        onDone?.();
        return true;
      }
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
        utterance.lang = 'en-GB';
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

/** Reads `text` aloud, or shows the spec's alert when the browser cannot speak. Returns whether it speaks. */
export function readAloud(text: string, service: SpeechService = speech, onDone?: () => void): boolean {
  if (!service.isSupported()) {
    window.alert(messages.speechUnsupported);
    return false;
  }
  service.cancel();
  return service.speak(text, onDone);
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
    (text: string) => {
      if (speakingRef.current) {
        stop();
        return;
      }
      const current = ++run.current;
      const started = readAloud(text, service, () => {
        if (run.current !== current) return;
        speakingRef.current = false;
        setSpeaking(false);
      });
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
