// Reads the helper's new replies aloud through the shop's one speech service, when the shopper turns it on.
// Messages already there when it was turned on are not read. Who speaks is said in the shop's language; a
// reply written in another language is read in its own language (with its voice, when the browser has one).
import type { ChatMessage } from '@store/contracts/assistance';
import { useEffect, useRef } from 'react';
import { currentLanguage, t } from '../../../i18n/i18n';
import { speech, type SpeechService } from '../../../lib/speech';
import { messageLanguage } from '../utils/languages';
import { pageInWords } from '../utils/suggested-pages';

function readReply(service: SpeechService, message: ChatMessage, helperName: string | null) {
  const values = { helper: helperName ?? t('chat.helperAuthorUnnamed') };
  if (message.audio) {
    service.speak(t('chat.readAloud.voiceMessage', values));
    return;
  }
  if (message.attachment?.kind === 'product') {
    service.speak(t('chat.readAloud.product', { ...values, name: message.content }));
    return;
  }
  if (message.attachment?.kind === 'page') {
    const page = pageInWords({ t }, message.attachment.path) ?? message.content;
    service.speak(t('chat.readAloud.page', { ...values, page }));
    return;
  }
  const language = messageLanguage(message);
  if (language === currentLanguage()) {
    service.speak(t('chat.readAloud.says', { ...values, text: message.content }));
    return;
  }
  // Who wrote it in the shop's voice, then the words in theirs.
  service.speak(t('chat.readAloud.saysIntro', values));
  service.speak(message.content, undefined, { language });
}

export function useReadRepliesAloud(
  messages: readonly ChatMessage[],
  options: { enabled: boolean; helperName: string | null; service?: SpeechService },
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
      if (message.from === 'assistant') readReply(service, message, helperName);
    }
  }, [messages, enabled, helperName, service]);
}
