// Focus through the app's first render. Before the scripts arrive, the page's own script may have drawn the
// collection's products as plain links (first-answer-preview.ts), and a keyboard or screen reader user can tab
// into them while the scripts load. The app's first render replaces the page's content, which would drop focus
// on the document's body and send a screen reader back to the page's start. This puts focus on the app's link to
// the same address once the app draws it, or on its main landmark when it has drawn none by LINK_WAIT_MS.

/** How long the app may take after its first render to draw the link that had focus (its products may follow). */
export const LINK_WAIT_MS = 2_000;

/** Call before the app's first render into `root`. */
export function keepFocusThroughFirstRender(root: HTMLElement): void {
  // The part of the page drawn before the scripts, which the app's first render replaces.
  const boot = root.querySelector('main.boot');
  if (!boot) return;
  // The scripts may arrive after the shopper has already tabbed in.
  let focused = boot.contains(document.activeElement) ? document.activeElement : null;
  let replaced = false;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const focusMain = () => root.querySelector<HTMLElement>('main')?.focus();
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    document.removeEventListener('focusin', onFocus);
  };
  const onFocus = ({ target }: FocusEvent) => {
    if (target instanceof Element && boot.contains(target)) focused = target;
  };
  const observer = new MutationObserver(() => {
    if (boot.isConnected) return;
    if (!replaced) {
      replaced = true;
      // Focus the shopper moved elsewhere stays there, here and below: focus is only given back from the body.
      // (When the browser's own controls have focus, an element's focus() only sets what the page returns to.)
      if (!focused || document.activeElement !== document.body) return stop();
      giveUp = setTimeout(() => {
        stop();
        if (document.activeElement === document.body) focusMain();
      }, LINK_WAIT_MS);
    }
    const href = focused?.getAttribute('href');
    const link = href
      ? [...root.querySelectorAll('a')].find((each) => each.getAttribute('href') === href)
      : null;
    if (link && document.activeElement === document.body) {
      stop();
      link.focus();
    }
  });
  document.addEventListener('focusin', onFocus);
  observer.observe(root, { childList: true, subtree: true });
}
