// The polite live region for short status messages that are not toasts (a taskbar change, what a voice
// command did). Any module may call announce(); <LiveAnnouncer /> is mounted once by the providers.
import { useSyncExternalStore } from 'react';

let current = '';
let flip = false;
const listeners = new Set<() => void>();

/** Says `text` politely. The same text twice in a row is said twice. */
export function announce(text: string): void {
  // A trailing no-break space alternates so screen readers see a change even for a repeated message.
  flip = !flip;
  current = flip ? text : `${text}\u00a0`;
  for (const listener of listeners) listener();
}

export function currentAnnouncement(): string {
  return current.trim();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LiveAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => current,
    () => '',
  );
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="visually-hidden"
      data-testid="announcer"
    >
      {text}
    </div>
  );
}
