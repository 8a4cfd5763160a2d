import type { ChatMessage } from '@store/contracts/assistance';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (id: string, second: number, content = id): ChatMessage => ({
  _id: id,
  userId: 'shopper-1',
  userEmail: 'shopper@example.com',
  from: 'user',
  content,
  audio: null,
  duration: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString(),
  clientMessageId: null,
});

describe('mergeMessages', () => {
  it('adds new messages in stored order and never shows one twice', () => {
    const held = [message('a', 1), message('b', 2)];
    const merged = mergeMessages(held, [message('b', 2), message('d', 4), message('c', 3)]);
    expect(merged.map((item) => item._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns the same list when nothing new came (a poll that found nothing re-renders nothing)', () => {
    const held = [message('a', 1), message('b', 2)];
    expect(mergeMessages(held, [message('a', 1), message('b', 2)])).toBe(held);
    expect(mergeMessages(held, [])).toBe(held);
  });

  it('keeps arrival order for messages stored in the same millisecond', () => {
    const merged = mergeMessages([message('x', 5)], [message('y', 5), message('z', 5)]);
    expect(merged.map((item) => item._id)).toEqual(['x', 'y', 'z']);
  });
});
