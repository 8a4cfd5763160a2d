// Where the page was scrolled, as browsers do for ordinary sites: a new page starts at the top (or at its
// #fragment when that is already on the page; a page that loads it later brings it into view itself), and
// Back or Forward returns to where the shopper left that page. Positions are kept per history entry for the
// tab's life (sessionStorage). The page's heading takes the focus without scrolling on Back and Forward
// (page-heading.tsx), so the position restored here stays.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scrollPositions';
const MAX_REMEMBERED = 50;

type Positions = [key: string, top: number][];

function remembered(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

function remember(key: string, top: number): void {
  const positions = remembered().filter(([each]) => each !== key);
  positions.push([key, top]);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or refused: only the return position is lost.
  }
}

/** The element a #fragment names, if it is on the page. */
function fragmentOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function ScrollRestoration() {
  const { key: entry, pathname, search, hash } = useLocation();
  // A page opened afresh has the entry "default"; its address tells such pages apart.
  const key = `${entry} ${pathname}${search}`;
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser's own restoring would fight this one inside the app; leaving the app, it is the browser's again.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const automatic = () => (window.history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('pagehide', automatic);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', automatic);
      window.removeEventListener('pageshow', manual);
      automatic();
    };
  }, []);

  useLayoutEffect(() => {
    const saved = remembered().find(([each]) => each === key)?.[1];
    const fragment = hash ? fragmentOf(hash) : null;
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (fragment) fragment.scrollIntoView();
    else window.scrollTo(0, 0);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, hash, navigationType]);

  return null;
}
