// What the page on screen is, in the terms a helper may see (contracts' SharedView: a route in words, never
// anything typed). Pages that know more than their route (the product and size in view, the collection's
// filters, the checkout's fields with errors) describe themselves here; live help reads it and shares it
// with the shopper's helper when the shopper allows. Neither imports the other (features stay independent).
import type { SharedView } from '@store/contracts/assistance';
import { useEffect, useRef } from 'react';

const described: Array<{ current: SharedView }> = [];
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** The description of the page on screen (the most recently mounted one), if it gave one. */
export function describedScreen(): SharedView | null {
  return described.at(-1)?.current ?? null;
}

/** Called whenever the description changes (a page came, went, or changed what it shows). */
export function onScreenDescribed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Describes the page while it is mounted; a new description replaces the last one when its content differs. */
export function useDescribeScreen(view: SharedView): void {
  const entry = useRef(view);
  const key = JSON.stringify(view);
  useEffect(() => {
    const mine = entry;
    described.push(mine);
    changed();
    return () => {
      const index = described.lastIndexOf(mine);
      if (index >= 0) described.splice(index, 1);
      changed();
    };
  }, []);
  useEffect(() => {
    if (JSON.stringify(entry.current) === key) return;
    entry.current = JSON.parse(key) as SharedView;
    changed();
  }, [key]);
}
