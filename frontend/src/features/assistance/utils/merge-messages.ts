// One conversation from several sources (first load, polling, socket pushes, our own sends): merged by
// `_id` so nothing shows twice, in the order the server stored them.
import type { ChatMessage } from '@store/contracts/assistance';

/** `current` itself when `incoming` brings no new message (so nothing re-renders), else a new list. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  let added = false;
  // A stored message never changes, so a copy of one we hold brings nothing.
  for (const message of incoming) {
    if (byId.has(message._id)) continue;
    byId.set(message._id, message);
    added = true;
  }
  if (!added) return current as ChatMessage[];
  // Array.prototype.sort is stable: messages stored in the same millisecond keep their arrival order.
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** The id of the last message, for `?after=` reads. */
export const lastMessageId = (messages: readonly ChatMessage[]): string | undefined => messages.at(-1)?._id;
