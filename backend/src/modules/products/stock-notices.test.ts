import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { STOCK_PAYLOAD_MAX_IDS, stockAnnouncer, stockChangeIds, stockChangePayload } from './stock-notices';

describe('stock notices between instances', () => {
  it('names the products in the payload, and asks for everything past the limit', () => {
    const ids = [randomUUID(), randomUUID()];
    expect(stockChangeIds(stockChangePayload(ids))).toEqual(ids);
    const many = Array.from({ length: STOCK_PAYLOAD_MAX_IDS + 1 }, () => randomUUID());
    expect(stockChangePayload(many)).toBe('stock');
    expect(Buffer.byteLength(stockChangePayload(many.slice(1)))).toBeLessThan(8_000);
    // The products-table trigger's payload (a version), the old 'stock' and a reconnect (none) drop everything.
    for (const payload of ['42', 'stock', undefined, 'stock:'])
      expect(stockChangeIds(payload)).toBeUndefined();
  });

  it('sends one NOTIFY per interval naming every product changed meanwhile; after a lost one, asks for everything, unasked', async () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      let fail = false;
      const errors: unknown[] = [];
      const announce = stockAnnouncer(
        (payload) => {
          sent.push(payload);
          return fail ? Promise.reject(new Error('database away')) : Promise.resolve();
        },
        (error) => errors.push(error),
        50,
        200,
      );
      announce(['a']);
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toEqual(['stock:a']);
      announce(['b']);
      announce(['c', 'b']);
      await vi.advanceTimersByTimeAsync(49);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toEqual(['stock:a', 'stock:b,c']);
      fail = true;
      announce(['d']);
      await vi.advanceTimersByTimeAsync(50);
      expect(errors).toHaveLength(1);
      // Tried again with no further change: after 200 ms, then 400 (failed again), asking to drop everything.
      await vi.advanceTimersByTimeAsync(200);
      expect(sent).toEqual(['stock:a', 'stock:b,c', 'stock:d', 'stock']);
      expect(errors).toHaveLength(2);
      fail = false;
      announce(['e']); // waits for the retry, which covers it
      await vi.advanceTimersByTimeAsync(399);
      expect(sent).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toEqual(['stock:a', 'stock:b,c', 'stock:d', 'stock', 'stock']);
      announce(['f']);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent.at(-1)).toBe('stock:f');
      // Stopping: what waits for the interval goes at once.
      announce(['g']);
      announce(['h']);
      await announce.flush();
      expect(sent.at(-1)).toBe('stock:g,h');
      await vi.advanceTimersByTimeAsync(100);
      expect(sent.at(-1)).toBe('stock:g,h');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for everything when told to, whatever else was named in the same interval', async () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      const announce = stockAnnouncer(
        (payload) => {
          sent.push(payload);
          return Promise.resolve();
        },
        () => undefined,
        50,
      );
      announce(['a']);
      await vi.advanceTimersByTimeAsync(0);
      announce(['b']);
      announce.everything();
      announce(['c']);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent).toEqual(['stock:a', 'stock']);
      announce(['d']);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent).toEqual(['stock:a', 'stock', 'stock:d']);
    } finally {
      vi.useRealTimers();
    }
  });
});
