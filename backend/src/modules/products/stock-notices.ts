// The stock notices between instances: after stock changes commit, an instance tells the others which
// products' stock moved (NOTIFY catalogue_changed 'stock:<id>,<id>…'), so each drops only the catalogue
// answers showing them (catalogue-cache.ts). Any other payload on the channel means "drop everything".

/** A stock NOTIFY names at most this many products (PostgreSQL's payload limit is 8,000 bytes); more drop all. */
export const STOCK_PAYLOAD_MAX_IDS = 150;
const STOCK_PAYLOAD_PREFIX = 'stock:';

/** The NOTIFY payload for a stock change of these products: their ids, or `stock` (drop all) when too many. */
export function stockChangePayload(productIds: readonly string[]): string {
  return productIds.length > 0 && productIds.length <= STOCK_PAYLOAD_MAX_IDS
    ? STOCK_PAYLOAD_PREFIX + productIds.join(',')
    : 'stock';
}

/** The products a catalogue_changed payload names as changed in stock; undefined for a change of everything. */
export function stockChangeIds(payload: string | undefined): string[] | undefined {
  if (!payload?.startsWith(STOCK_PAYLOAD_PREFIX)) return undefined;
  const ids = payload.slice(STOCK_PAYLOAD_PREFIX.length).split(',');
  return ids.every((id) => id.length > 0) ? ids : undefined;
}

/**
 * Tells the other instances which products' stock changed, soon after each change but at most once per
 * `intervalMs`: the first change in a quiet spell goes out at once, a burst (orders taking stock) becomes
 * one more NOTIFY at the end of the interval naming every product changed meanwhile. A NOTIFY that failed
 * (the database is away, the pool busy) is followed by one asking the others to drop everything, since
 * they missed what it named: tried again after `retryMs`, and after each failure twice as long (at most a
 * minute), whether or not stock changes again.
 */
export interface ChangeAnnouncer {
  (productIds: readonly string[]): void;
  /** Asks the others to drop everything, in the next NOTIFY (whatever else is waiting goes with it). */
  everything(): void;
  /** Sends what is waiting at once (an instance stopping must not take the last changes with it). */
  flush(): Promise<void>;
}

export function stockAnnouncer(
  send: (payload: string) => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs = 50,
  retryMs = 1_000,
): ChangeAnnouncer {
  return changeAnnouncer(
    send,
    onError,
    { payloadOf: stockChangePayload, everything: 'stock' },
    intervalMs,
    retryMs,
  );
}

/**
 * The same for any change named by ids (stock's products, shoppers' carts and orders: kept-answers.ts): `payloadOf` names
 * them, `everything` asks the others to drop all after a lost NOTIFY.
 */
export function changeAnnouncer(
  send: (payload: string) => Promise<void>,
  onError: (error: unknown) => void,
  payloads: { payloadOf: (ids: readonly string[]) => string; everything: string },
  intervalMs = 50,
  retryMs = 1_000,
): ChangeAnnouncer {
  let lastSent = 0;
  let scheduled: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  /** Everything, not the ids: asked for, or a NOTIFY was lost. */
  let dropAll = false;
  let retryWait = retryMs;
  const sendWaiting = () => {
    lastSent = Date.now();
    const payload = dropAll ? payloads.everything : payloads.payloadOf([...pending]);
    pending = new Set();
    dropAll = false;
    return send(payload).then(
      () => {
        retryWait = retryMs;
      },
      (error: unknown) => {
        dropAll = true;
        onError(error);
        if (!scheduled) schedule(retryWait);
        retryWait = Math.min(retryWait * 2, 60_000);
      },
    );
  };
  const schedule = (wait: number) => {
    scheduled = setTimeout(() => {
      scheduled = undefined;
      void sendWaiting();
    }, wait);
    scheduled.unref();
  };
  const soon = () => {
    if (!scheduled) schedule(Math.max(0, lastSent + intervalMs - Date.now()));
  };
  const announce = (productIds: readonly string[]) => {
    for (const id of productIds) pending.add(id);
    soon();
  };
  return Object.assign(announce, {
    everything: () => {
      dropAll = true;
      soon();
    },
    flush: async () => {
      if (!scheduled) return;
      clearTimeout(scheduled);
      scheduled = undefined;
      await sendWaiting();
    },
  });
}

/** An announcer with no one to tell (PGlite is one instance). */
export function silentAnnouncer(): ChangeAnnouncer {
  return Object.assign((_ids: readonly string[]) => undefined, {
    everything: () => undefined,
    flush: () => Promise.resolve(),
  });
}
