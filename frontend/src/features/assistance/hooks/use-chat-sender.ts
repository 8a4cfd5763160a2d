// Sending chat messages so that nothing is lost and nothing arrives twice: a message first goes into an
// outbox (kept in localStorage, so a reload keeps it too) with its own clientMessageId, then is sent; if the
// connection is down it waits there and is sent again when the connection is back (the socket reconnects,
// the browser goes online, or every 2 seconds). The server stores one message per clientMessageId, so
// sending again after a lost answer is harmless. Each message says the language the shop was in as it was
// written, so the other side's screen and speech read it in that language.
import type { ChatMessage, MessageAttachment, MessageSender } from '@store/contracts/assistance';
import { isLanguage, type Language } from '@store/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage, t } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { isTransientError } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { readJson, writeJson } from '../../../lib/storage';
import { sendMessage, sendVoiceMessage } from '../api/messages';
import { POLL_MS } from '../utils/live-help-constants';
import { mergeMessages } from '../utils/merge-messages';
import { useAssistance } from './assistance-provider';
import type { Recording } from './use-voice-recorder';

export const OUTBOX_KEY = 'chatOutbox';

export interface PendingMessage {
  clientMessageId: string;
  /** The conversation (the shopper's id). */
  userId: string;
  /** Who typed it, so another person signing in on this browser never sends it. */
  senderId: string;
  from: MessageSender;
  content: string;
  /** The shop's language when it was typed (items kept from before languages have none: English). */
  lang?: Language;
  createdAt: string;
  /** True once a try failed for want of a connection. */
  waiting: boolean;
  /** A helper's product card or page suggestion (checked by the service). */
  attachment?: MessageAttachment;
}

function readOutbox(): PendingMessage[] {
  const raw = readJson(OUTBOX_KEY);
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is PendingMessage =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as PendingMessage).clientMessageId === 'string' &&
      typeof (item as PendingMessage).userId === 'string' &&
      typeof (item as PendingMessage).senderId === 'string' &&
      typeof (item as PendingMessage).content === 'string' &&
      ((item as PendingMessage).lang === undefined || isLanguage((item as PendingMessage).lang)) &&
      ((item as PendingMessage).attachment === undefined ||
        typeof (item as PendingMessage).attachment === 'object'),
  );
}

/** A clientMessageId the server accepts (8–64 of A–Z a–z 0–9 - _). */
export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export function useChatSender(conversation: {
  shopperId: string | null | undefined;
  senderId: string | null | undefined;
  from: MessageSender;
}) {
  const { shopperId, senderId, from } = conversation;
  const queryClient = useQueryClient();
  const { connected } = useAssistance();
  const [outbox, setOutbox] = useState<PendingMessage[]>(readOutbox);
  const outboxRef = useRef(outbox);
  const flushing = useRef(false);

  const update = useCallback((change: (items: PendingMessage[]) => PendingMessage[]) => {
    // Other conversations' and other people's items stay as they are.
    const next = change(readOutbox());
    outboxRef.current = next;
    writeJson(OUTBOX_KEY, next);
    setOutbox(next);
  }, []);

  const mine = useCallback(
    (item: PendingMessage) => item.userId === shopperId && item.senderId === senderId,
    [shopperId, senderId],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !shopperId || !senderId) return;
    flushing.current = true;
    try {
      // One at a time and in order, so the helper reads them as they were typed.
      for (const item of readOutbox().filter(mine)) {
        try {
          const { chatMessage } = await sendMessage({
            userId: item.userId,
            from: item.from,
            content: item.content,
            clientMessageId: item.clientMessageId,
            lang: item.lang,
            attachment: item.attachment,
          });
          queryClient.setQueryData<ChatMessage[]>(queryKeys.assistance.conversation(item.userId), (old) =>
            old ? mergeMessages(old, [chatMessage]) : old,
          );
          update((items) => items.filter((other) => other.clientMessageId !== item.clientMessageId));
        } catch (error) {
          if (isTransientError(error)) {
            update((items) =>
              items.map((other) =>
                other.clientMessageId === item.clientMessageId ? { ...other, waiting: true } : other,
              ),
            );
            break; // still offline: the rest waits too
          }
          // Refused (e.g. the session ended): it will never go, so say so and let it go.
          notify.error(
            t('chat.notSent', { text: item.content.slice(0, 60), reason: apiErrorMessage(error) }),
          );
          update((items) => items.filter((other) => other.clientMessageId !== item.clientMessageId));
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [shopperId, senderId, mine, queryClient, update]);

  /**
   * Queues and sends `text` (with a helper's product or page, if given); resolves false (and sends nothing)
   * when it is empty or only spaces.
   */
  const send = useCallback(
    (text: string, attachment?: MessageAttachment): boolean => {
      const content = text.trim();
      if (!content || !shopperId || !senderId) return false;
      update((items) => [
        ...items,
        {
          clientMessageId: newClientMessageId(),
          userId: shopperId,
          senderId,
          from,
          content,
          lang: currentLanguage(),
          createdAt: new Date().toISOString(),
          waiting: false,
          ...(attachment ? { attachment } : {}),
        },
      ]);
      void flush();
      return true;
    },
    [shopperId, senderId, from, update, flush],
  );

  const pending = outbox.filter(mine);
  const hasPending = pending.length > 0;

  // Left over from before a reload, the socket reconnected, or the browser is back online: try again.
  useEffect(() => {
    if (!hasPending) return;
    void flush();
    const retry = window.setInterval(() => void flush(), POLL_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [hasPending, flush, connected]);

  return { send, pending, flush };
}

/** Sends a recorded voice message (not queued: a recording is too big to keep in storage). */
export function useVoiceSender(shopperId: string | null | undefined, from: MessageSender) {
  const queryClient = useQueryClient();
  return useCallback(
    async (recording: Recording) => {
      if (!shopperId) throw new Error(t('chat.voice.noConversation'));
      try {
        const { chatMessage } = await sendVoiceMessage({
          userId: shopperId,
          from,
          audio: recording.audio,
          duration: recording.duration,
          clientMessageId: newClientMessageId(),
          lang: currentLanguage(),
        });
        queryClient.setQueryData<ChatMessage[]>(queryKeys.assistance.conversation(shopperId), (old) =>
          old ? mergeMessages(old, [chatMessage]) : old,
        );
      } catch (error) {
        throw new Error(t('chat.voice.notSent', { reason: apiErrorMessage(error) }), { cause: error });
      }
    },
    [shopperId, from, queryClient],
  );
}
