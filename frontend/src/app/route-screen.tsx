// A route's screen whose code comes in a chunk of its own, with a way to load that code before the screen is
// first drawn (main.tsx does for the address a visit opens on).
import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A route's screen: its code is loaded on first use, or earlier by `preload`. */
export type RouteScreen = (() => ReactElement) & { preload(): Promise<ComponentType> };

/**
 * A screen whose code comes in a chunk of its own. Once that code is here (`preload` resolved), the screen draws
 * at once; a screen met before then suspends (React's `lazy`) and the layout shows "Loading…" meanwhile. Which
 * of the two a mounted screen uses is settled when it mounts, so a later render never swaps one for the other
 * (that would mount the screen afresh and lose its state).
 */
export function routeScreen(load: () => Promise<ComponentType>): RouteScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // An early load that failed (main.tsx's) is tried again when the screen is drawn. A failure while
        // drawing stays with React's `lazy` and the error page offers a reload: a new `lazy` here would be
        // picked up by React's retry of the same render and load again without end while offline.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Shown />;
  }
  return Object.assign(Screen, { preload });
}

/** Loads a screen's code, waiting at most `patience` ms; never fails (the screen reports its own failure). */
export async function preloadWithin(screen: RouteScreen, patience: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    screen.preload().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, patience))),
  ]);
  clearTimeout(timer);
}
