// What the page on screen offers to voice commands: its read-aloud script, on a product page the size
// choice and Add to Cart, on the collection its next and previous page. Pages register here and the voice feature asks here, so neither imports
// the other (features stay independent).
import { useEffect, useRef } from 'react';

export interface PageVoiceHandlers {
  /** The text "read" speaks for this page (the product, the cart, the order). */
  read?: () => string;
  /** Chooses a size (upper-case code); answers what happened, to be shown and said. */
  selectSize?: (size: string) => string;
  /** Adds to the cart; answers what happened. */
  addToCart?: () => Promise<string> | string;
  /** "Read the reviews": the latest reviews of the product on screen, as one text. */
  readReviews?: () => Promise<string>;
  /** Shows the next or previous page of a paged list; answers which page is shown now. */
  turnPage?: (direction: 'next' | 'previous') => string;
}

const registered: Array<{ current: PageVoiceHandlers }> = [];

/** The handlers of the page on screen (the most recently mounted one), if it registered any. */
export function currentPageVoice(): PageVoiceHandlers | null {
  return registered.at(-1)?.current ?? null;
}

/** Registers the page's handlers while it is mounted; the latest handlers are always used. */
export function usePageVoice(handlers: PageVoiceHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const entry = ref;
    registered.push(entry);
    return () => {
      const index = registered.lastIndexOf(entry);
      if (index >= 0) registered.splice(index, 1);
    };
  }, []);
}
