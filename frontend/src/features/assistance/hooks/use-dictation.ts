// Dictation into a text field with the browser's speech recognition (a thin wrapper: start, stop, and the
// words heard), listening for the shop's language. Unsupported browsers simply do not offer it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage, type MessageKey } from '../../../i18n/i18n';
import { speechTags } from '../../../lib/speech';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  /** What went wrong, as a catalogue message (shown in the language of the moment). */
  const [error, setError] = useState<MessageKey | ''>('');
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  const [supported] = useState(() => recognitionClass() !== undefined);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    recognition.current?.abort();
    const listener = new Recognition();
    listener.lang = speechTags[currentLanguage()];
    listener.continuous = false;
    listener.interimResults = false;
    listener.onresult = (event) => {
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) heard += result[0].transcript;
      }
      if (heard.trim()) onTextRef.current(heard.trim());
    };
    listener.onerror = (event) => {
      setError(
        event.error === 'not-allowed' ? 'chat.dictation.noPermission' : 'chat.dictation.notUnderstood',
      );
    };
    listener.onend = () => {
      setListening(false);
      if (recognition.current === listener) recognition.current = null;
    };
    recognition.current = listener;
    setError('');
    setListening(true);
    try {
      listener.start();
    } catch {
      setListening(false);
      setError('chat.dictation.couldNotStart');
    }
  }, []);

  useEffect(() => () => recognition.current?.abort(), []);

  return { supported, listening, error, start, stop };
}
