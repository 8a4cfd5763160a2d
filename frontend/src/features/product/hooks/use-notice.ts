// The product page's notice (spec §4): shown for 3 seconds and read aloud.
import { useCallback, useEffect, useRef, useState } from 'react';
import { speech, type SpeechService } from '../../../lib/speech';

export const NOTICE_MS = 3000;

export interface Notice {
  kind: 'success' | 'warning';
  text: string;
}

export function useNotice(service: SpeechService = speech) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: Notice) => {
      window.clearTimeout(timer.current);
      setNotice(next);
      service.speak(next.text);
      timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
    },
    [service],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { notice, show };
}
