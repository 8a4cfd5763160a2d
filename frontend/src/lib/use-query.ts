// A very small cache for GET data shared by screens (the product list is read by home, cart and the
// product page): one request per key at a time, results kept for `staleMs`, subscribers re-render.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type QueryStatus = 'loading' | 'success' | 'error';

interface Snapshot<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
}

interface Entry {
  snapshot: Snapshot<unknown>;
  updatedAt: number;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

const cache = new Map<string, Entry>();
const loading: Snapshot<unknown> = { status: 'loading', data: undefined, error: undefined };

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { snapshot: loading, updatedAt: 0, inFlight: null, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, snapshot: Snapshot<unknown>) {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

function load(key: string, fetcher: () => Promise<unknown>): Promise<void> {
  const entry = entryFor(key);
  if (entry.inFlight) return entry.inFlight;
  if (entry.snapshot.status === 'error') publish(entry, { ...entry.snapshot, status: 'loading' });
  entry.inFlight = fetcher().then(
    (data) => {
      entry.inFlight = null;
      entry.updatedAt = Date.now();
      publish(entry, { status: 'success', data, error: undefined });
    },
    (error: unknown) => {
      entry.inFlight = null;
      entry.updatedAt = 0;
      publish(entry, { status: 'error', data: entry.snapshot.data, error });
    },
  );
  return entry.inFlight;
}

/** Forgets every cached answer (tests, and after sign-out if needed). */
export function clearQueryCache(): void {
  cache.clear();
}

const noKey: Snapshot<never> = { status: 'loading', data: undefined, error: undefined };

export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: { staleMs?: number; keepPrevious?: boolean } = {},
) {
  const { staleMs = 60_000, keepPrevious = false } = options;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => undefined;
      const entry = entryFor(key);
      entry.listeners.add(onChange);
      return () => entry.listeners.delete(onChange);
    },
    [key],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    key === null ? noKey : (entryFor(key).snapshot as Snapshot<T>),
  ) as Snapshot<T>;

  // The key names the request: a new fetcher function for the same key is the same request.
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (key === null) return;
    const entry = entryFor(key);
    if (entry.snapshot.status !== 'success' || Date.now() - entry.updatedAt > staleMs) {
      void load(key, () => fetcherRef.current());
    }
  }, [key, staleMs]);

  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPrevious && snapshot.data !== undefined && snapshot.data !== previous) setPrevious(snapshot.data);

  const refetch = useCallback(
    () => (key === null ? Promise.resolve() : load(key, () => fetcherRef.current())),
    [key],
  );

  return {
    status: snapshot.status,
    data: snapshot.data !== undefined ? snapshot.data : keepPrevious ? previous : undefined,
    error: snapshot.error,
    isLoading: snapshot.status === 'loading',
    refetch,
  };
}
