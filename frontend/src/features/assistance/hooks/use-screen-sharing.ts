// Sharing the shopper's screen with the helper serving them (issue: co-browsing). It starts when a helper
// accepts (the widget says so, with "Stop sharing"), can be stopped and restarted at any time (remembered for
// that request, in every tab), and ends with the request. Only the route in words travels (lib/shared-screen).
import type { ShareViewAck, SharedView } from '@store/contracts/assistance';
import { ASSIST_CLIENT_EVENTS, ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { describedScreen, onScreenDescribed } from '../../../lib/shared-screen';
import { readJson, writeJson } from '../../../lib/storage';
import { screenOfPath } from '../utils/screen-of-path';
import { useAssistance } from './assistance-provider';

/** localStorage: the request for which the shopper stopped sharing (a new request shares again). */
export const SCREEN_SHARING_KEY = 'screenSharingStopped';
const CHOICE_EVENT = 'store:screen-sharing';
/** A navigation settles (the new page describes itself) before it is sent. */
export const SHARE_SETTLE_MS = 100;
/** How long a product page may take to load its product before "another page" is sent instead. */
export const DESCRIBE_WAIT_MS = 1000;

function stoppedFor(): string | null {
  const stored = readJson(SCREEN_SHARING_KEY);
  return typeof stored === 'string' ? stored : null;
}

function subscribeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SCREEN_SHARING_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHOICE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHOICE_EVENT, listener);
  };
}

/** Whether the shopper shares their screen for `requestId`, and the switch. */
export function useSharingChoice(requestId: string | null): {
  sharing: boolean;
  setSharing: (sharing: boolean) => void;
} {
  const stopped = useSyncExternalStore(subscribeChoice, stoppedFor, () => null);
  const setSharing = useCallback(
    (sharing: boolean) => {
      if (!requestId) return;
      writeJson(SCREEN_SHARING_KEY, sharing ? undefined : requestId);
      window.dispatchEvent(new Event(CHOICE_EVENT));
    },
    [requestId],
  );
  return { sharing: requestId !== null && stopped !== requestId, setSharing };
}

/**
 * Sends the screen on view to the helper while `active` (a helper serves the shopper) and `sharing`; sends
 * "not shared" when the shopper stops; answers the helper's "send it again" (a live view just opened).
 */
export function useShareScreen({ active, sharing }: { active: boolean; sharing: boolean }): void {
  const { socket, connected } = useAssistance();
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const emit = useCallback(
    (view: SharedView | null, force: boolean) => {
      if (!socket) return;
      const key = JSON.stringify(view);
      if (!force && key === lastSent.current) return;
      lastSent.current = key;
      socket.emit(ASSIST_CLIENT_EVENTS.shareView, { view }, (ack: ShareViewAck) => {
        // Not delivered (no helper yet, or too many): the next change or request sends it again.
        if (!ack.success && lastSent.current === key) lastSent.current = null;
      });
    },
    [socket],
  );

  // The latest of everything the scheduled send needs, read when it fires.
  const latest = useRef({ active, sharing, connected, pathname, emit });
  useEffect(() => {
    latest.current = { active, sharing, connected, pathname, emit };
  });

  // A send that must go even when it says what was last sent (the helper asked, or a reconnection) stays so
  // when a later change reschedules it before it went: otherwise the helper's question went unanswered.
  const forcePending = useRef(false);
  const sendSoon = useCallback((force: boolean) => {
    clearTimeout(timer.current);
    forcePending.current ||= force;
    const started = Date.now();
    const send = (now: typeof latest.current, view: SharedView | null) => {
      now.emit(view, forcePending.current);
      forcePending.current = false;
    };
    const attempt = () => {
      const now = latest.current;
      if (!now.active || !now.connected) {
        forcePending.current = false;
        return;
      }
      if (!now.sharing) {
        send(now, null);
        return;
      }
      const fromPath = screenOfPath(now.pathname);
      const view = describedScreen() ?? (fromPath === 'describes-itself' ? null : fromPath);
      if (view) send(now, view);
      else if (Date.now() - started < DESCRIBE_WAIT_MS) timer.current = setTimeout(attempt, SHARE_SETTLE_MS);
      else send(now, { screen: 'other' });
    };
    timer.current = setTimeout(attempt, SHARE_SETTLE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A navigation, the helper arriving, a reconnection, or the shopper's choice.
  useEffect(() => {
    if (!active) {
      lastSent.current = null;
      return;
    }
    if (connected) sendSoon(false);
  }, [active, connected, sharing, pathname, sendSoon]);

  // On reconnection the helper may have missed changes: say the screen again.
  useEffect(() => {
    if (connected && active && document.visibilityState === 'visible') sendSoon(true);
  }, [connected, active, sendSoon]);

  useEffect(() => onScreenDescribed(() => sendSoon(false)), [sendSoon]);

  useEffect(() => {
    if (!socket) return;
    // Of several tabs, the one on view answers (a tab in the background would say an old page).
    const onWanted = () => {
      if (document.visibilityState === 'visible') sendSoon(true);
    };
    socket.on(ASSIST_SOCKET_EVENTS.viewWanted, onWanted);
    return () => {
      socket.off(ASSIST_SOCKET_EVENTS.viewWanted, onWanted);
    };
  }, [socket, sendSoon]);

  // Of several tabs, the one the shopper comes back to is the one on view.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') sendSoon(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [sendSoon]);
}
