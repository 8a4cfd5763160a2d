// A thin wrapper over the browser's speech recognition (`SpeechRecognition`, or `webkitSpeechRecognition`
// in Chrome and Edge): one utterance per start(), interim words as they come, the final transcript once.
// The DOM typings do not describe this API, so the part we use is typed here.
import type { Language } from '@store/contracts/languages';

/** The locale the recogniser listens in for each of the shop’s languages (English keeps its en-GB). */
export const recognitionLocales: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  si: 'si-LK',
  ta: 'ta-LK',
};

interface RecognitionAlternative {
  transcript: string;
}

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}

interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}

interface RecognitionErrorEvent {
  readonly error: string;
}

export interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
}

export type RecognitionConstructor = new () => BrowserRecognition;

/** The browser's recognition class, or null when it has none (Firefox, Safari without Siri dictation…). */
export function getSpeechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export interface RecognizerEvents {
  /** What has been heard so far (not final). */
  onInterim: (text: string) => void;
  /** The whole utterance, once. */
  onFinal: (text: string) => void;
  /** A failure such as 'not-allowed' (microphone refused) or 'network'; 'no-speech' and 'aborted' are not told. */
  onError: (code: string) => void;
  /** Recognition has stopped, for whatever reason. */
  onEnd: () => void;
}

export interface Recognizer {
  start: () => void;
  abort: () => void;
}

export function createRecognizer(
  Recognition: RecognitionConstructor,
  events: RecognizerEvents,
  language: Language = 'en',
): Recognizer {
  const recognition = new Recognition();
  recognition.lang = recognitionLocales[language];
  recognition.continuous = false;
  recognition.interimResults = true;
  recognition.maxAlternatives = 1;
  let finalSent = false;
  recognition.onresult = (event) => {
    let text = '';
    let final = false;
    for (let index = 0; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (!result) continue;
      text += result[0]?.transcript ?? '';
      if (result.isFinal) final = true;
    }
    if (final && !finalSent) {
      finalSent = true;
      events.onFinal(text.trim());
    } else if (!final) {
      events.onInterim(text.trim());
    }
  };
  recognition.onerror = (event) => {
    if (event.error !== 'no-speech' && event.error !== 'aborted') events.onError(event.error);
  };
  recognition.onend = () => events.onEnd();
  return {
    start: () => recognition.start(),
    abort: () => recognition.abort(),
  };
}
