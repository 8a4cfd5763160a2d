// A conversation as a log region: screen readers announce each new message politely, with who wrote it.
// Messages still waiting in the outbox show after the stored ones, marked as not sent yet. A message written
// in another language than the page's carries its own lang, so a screen reader reads it in its language.
import type { ChatMessage, MessageSender } from '@store/contracts/assistance';
import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n';
import type { PendingMessage } from '../hooks/use-chat-sender';
import { langWhereDifferent, messageLanguage } from '../utils/languages';
import { clockDuration, spokenDuration } from '../utils/time-words';

export function ChatLog({
  messages,
  pending = [],
  viewer,
  names,
  label,
  emptyText,
  renderAttachment,
}: {
  messages: readonly ChatMessage[];
  pending?: readonly PendingMessage[];
  /** Who is reading: their own messages say "You". */
  viewer: MessageSender;
  /** How each side is named, e.g. { assistant: 'Kamala (helper)', user: 'Nimal' }. */
  names: Record<MessageSender, string>;
  label: string;
  emptyText: string;
  /** Shows a message's product card or page suggestion in place of its words. */
  renderAttachment?: (message: ChatMessage) => ReactNode;
}) {
  const { t, date, language } = useI18n();
  const stored = new Set(messages.map((message) => message.clientMessageId).filter(Boolean));
  const waiting = pending.filter((item) => !stored.has(item.clientMessageId));
  const list = useRef<HTMLOListElement>(null);
  const count = messages.length + waiting.length;
  // The newest message in sight inside a scrolling panel (the widget), as in any chat; the page itself is
  // never scrolled under the reader, and focus stays where it is.
  useEffect(() => {
    const panel = list.current?.closest<HTMLElement>('[data-chat-scroll]');
    if (panel) panel.scrollTop = panel.scrollHeight;
  }, [count]);
  const you = t('chat.you');
  return (
    <div className="chat-log-frame" role="log" aria-label={label}>
      {messages.length === 0 && waiting.length === 0 && <p className="chat-log__empty">{emptyText}</p>}
      <ol ref={list} className="chat-log">
        {messages.map((message) => {
          const author = message.from === viewer ? you : names[message.from];
          return (
            <li
              key={message._id}
              className={`chat-message chat-message--${message.from === viewer ? 'mine' : 'theirs'}`}
            >
              <p className="chat-message__meta">
                <span className="chat-message__author">{author}</span>{' '}
                <time dateTime={message.createdAt}>
                  {date(message.createdAt, { hour: '2-digit', minute: '2-digit' })}
                </time>
              </p>
              {message.audio && (
                <div className="chat-message__voice">
                  <span>{t('chat.voice.shown', { duration: clockDuration(message.duration ?? 0) })}</span>
                  <audio
                    controls
                    preload="none"
                    src={message.audio}
                    aria-label={t('chat.voice.label', {
                      author,
                      duration: spokenDuration(t, message.duration ?? 1),
                    })}
                  />
                </div>
              )}
              {message.attachment && renderAttachment ? (
                renderAttachment(message)
              ) : message.content ? (
                <p
                  className="chat-message__text"
                  lang={langWhereDifferent(messageLanguage(message), language)}
                >
                  {message.content}
                </p>
              ) : null}
            </li>
          );
        })}
        {waiting.map((item) => (
          <li key={item.clientMessageId} className="chat-message chat-message--mine chat-message--pending">
            <p className="chat-message__meta">
              <span className="chat-message__author">{you}</span>{' '}
              <span className="chat-message__state">
                {item.waiting ? t('chat.notSentYet') : t('chat.sending')}
              </span>
            </p>
            <p className="chat-message__text" lang={langWhereDifferent(item.lang ?? language, language)}>
              {item.content}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
