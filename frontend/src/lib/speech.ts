// The one read-aloud service of the SPA (voice-over of product details, of the cart, and spoken notices),
// over the browser's speechSynthesis. Screens never touch speechSynthesis themselves.
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from './notify';

export interface SpeechService {
  isSupported: () => boolean;
  /** Speaks `text` after anything already queued; `onDone` runs when it ends or is cancelled. */
  speak: (text: string, onDone?: () => void) => boolean;
  /** Stops everything being read. */
  cancel: () => void;
}

export function createSpeechService(
  getSynthesis: () => SpeechSynthesis | undefined = () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined,
): SpeechService {
  const supported = () =>
    getSynthesis() !== undefined && typeof globalThis.SpeechSynthesisUtterance === 'function';
  return {
    isSupported: supported,
    speak(text, onDone) {
      const synthesis = getSynthesis();
      if (!synthesis || !supported()) return false;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-GB';
      utterance.onend = () => onDone?.();
      utterance.onerror = () => onDone?.();
      synthesis.speak(utterance);
      return true;
    },
    cancel() {
      getSynthesis()?.cancel();
    },
  };
}

export const speech = createSpeechService();

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
      if (!service.isSupported()) {
        window.alert(messages.speechUnsupported);
        return;
      }
      service.cancel();
      const current = ++run.current;
      speakingRef.current = true;
      setSpeaking(true);
      service.speak(text, () => {
        if (run.current !== current) return;
        speakingRef.current = false;
        setSpeaking(false);
      });
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
