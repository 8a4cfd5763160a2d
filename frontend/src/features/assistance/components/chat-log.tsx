// A conversation as a log region: screen readers announce each new message politely, with who wrote it.
// Messages still waiting in the outbox show after the stored ones, marked as not sent yet.
import type { ChatMessage, MessageSender } from '@store/contracts/assistance';
import { useEffect, useRef } from 'react';
import type { PendingMessage } from '../hooks/use-chat-sender';
import { clockDuration, spokenDuration } from '../utils/time-words';

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function authorOf(from: MessageSender, viewer: MessageSender, names: Record<MessageSender, string>) {
  return from === viewer ? 'You' : names[from];
}

export function ChatLog({
  messages,
  pending = [],
  viewer,
  names,
  label,
  emptyText,
}: {
  messages: readonly ChatMessage[];
  pending?: readonly PendingMessage[];
  /** Who is reading: their own messages say "You". */
  viewer: MessageSender;
  /** How each side is named, e.g. { assistant: 'Kamala (helper)', user: 'Nimal' }. */
  names: Record<MessageSender, string>;
  label: string;
  emptyText: string;
}) {
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
  return (
    <div className="chat-log-frame" role="log" aria-label={label}>
      {messages.length === 0 && waiting.length === 0 && <p className="chat-log__empty">{emptyText}</p>}
      <ol ref={list} className="chat-log">
        {messages.map((message) => {
          const author = authorOf(message.from, viewer, names);
          return (
            <li
              key={message._id}
              className={`chat-message chat-message--${message.from === viewer ? 'mine' : 'theirs'}`}
            >
              <p className="chat-message__meta">
                <span className="chat-message__author">{author}</span>{' '}
                <time dateTime={message.createdAt}>{timeOfDay.format(new Date(message.createdAt))}</time>
              </p>
              {message.audio && (
                <div className="chat-message__voice">
                  <span>Voice message, {clockDuration(message.duration ?? 0)}</span>
                  <audio
                    controls
                    preload="none"
                    src={message.audio}
                    aria-label={`Voice message from ${author}, ${spokenDuration(message.duration ?? 1)}`}
                  />
                </div>
              )}
              {message.content && <p className="chat-message__text">{message.content}</p>}
            </li>
          );
        })}
        {waiting.map((item) => (
          <li key={item.clientMessageId} className="chat-message chat-message--mine chat-message--pending">
            <p className="chat-message__meta">
              <span className="chat-message__author">You</span>{' '}
              <span className="chat-message__state">
                {item.waiting ? 'Not sent yet: it will be sent when the connection is back.' : 'Sending…'}
              </span>
            </p>
            <p className="chat-message__text">{item.content}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
