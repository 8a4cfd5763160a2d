// The one place that hears every stock change: the admin setting a count, an order taking stock, a cancel
// or a failed card payment giving it back. Listeners (e.g. a catalogue cache) are told which products
// changed, after the change has committed.
export type StockListener = (productIds: string[]) => void;

export function createStockEvents() {
  const listeners = new Set<StockListener>();
  return {
    /** Subscribes; returns the unsubscribe function. */
    onChange(listener: StockListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(productIds: string[]): void {
      if (productIds.length === 0) return;
      const unique = [...new Set(productIds)];
      for (const listener of listeners) listener(unique);
    },
  };
}

export type StockEvents = ReturnType<typeof createStockEvents>;
