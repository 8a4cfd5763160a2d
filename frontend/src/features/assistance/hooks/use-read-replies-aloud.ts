// Reads the helper's new replies aloud through the shop's one speech service, when the shopper turns it on.
// Messages already there when it was turned on are not read.
import type { ChatMessage } from '@store/contracts/assistance';
import { useEffect, useRef } from 'react';
import { speech, type SpeechService } from '../../../lib/speech';

export function useReadRepliesAloud(
  messages: readonly ChatMessage[],
  options: { enabled: boolean; helperName: string; service?: SpeechService },
) {
  const { enabled, helperName, service = speech } = options;
  const heard = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!enabled) {
      heard.current = null;
      return;
    }
    if (heard.current === null) {
      heard.current = new Set(messages.map((message) => message._id));
      return;
    }
    for (const message of messages) {
      if (heard.current.has(message._id)) continue;
      heard.current.add(message._id);
      if (message.from !== 'assistant') continue;
      const said = message.audio
        ? `${helperName} sent a voice message.`
        : `${helperName} says: ${message.content}`;
      service.speak(said);
    }
  }, [messages, enabled, helperName, service]);
}
