// Cart (spec §2): the lines, a voice-over of the cart, CART TOTALS and PROCEED TO CHECKOUT. Removing a
// line offers Undo; an empty cart says so and links to the collection.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SpeakerIcon, StopIcon } from '../../components/ui/icons';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { CartRow } from '../../features/cart';
import type { OrderTotals } from '@store/contracts/money';
import { CartTotals } from '../../features/cart';
import { UndoToast } from '../../features/cart';
import { useCart } from '../../features/cart';
import { cartLines, cartTotals, isShort, shortText, type CartLine } from '../../features/cart';
import { formatSpokenLkr } from '../../lib/format';
import { notify } from '../../lib/notify';
import { usePageVoice } from '../../lib/page-voice';
import { countOf } from '../../lib/plural';
import { useProductsByIds } from '../../features/product';
import { useReadAloud } from '../../lib/speech';

/** Undo stays offered longer than an ordinary toast, so there is time to reach it by keyboard. */
export const UNDO_TOAST_MS = 10_000;

export function cartReading(lines: readonly CartLine[], totals: OrderTotals): string {
  if (lines.length === 0) return 'Your cart is empty.';
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return [
    `Your cart has ${countOf(pieces, 'item')}.`,
    ...lines.map(
      (line) =>
        `${line.product.name}, size ${line.size}, quantity ${line.quantity}, ${formatSpokenLkr(line.product.price)} each.${isShort(line) ? ` ${shortText(line)}` : ''}`,
    ),
    `Subtotal ${formatSpokenLkr(totals.subtotal)}. Delivery fee ${formatSpokenLkr(totals.deliveryFee)}. Total ${formatSpokenLkr(totals.total)}.`,
  ].join(' ');
}

export default function CartRoute() {
  const { cartItems, ready, updateQuantity } = useCart();
  // Only the products in the cart, priced as the catalogue has them now.
  const list = useProductsByIds(Object.keys(cartItems));
  const voiceOver = useReadAloud();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);

  const lines = cartLines(cartItems, list.data ?? []);
  const totals = cartTotals(lines);
  const loading = !ready || (list.data === undefined && list.status === 'pending');
  usePageVoice({
    read: () => (loading ? 'Your cart is still loading.' : cartReading(lines, totals)),
  });

  // After a line leaves, the focus goes to the next line's remove button (or the previous one, or the empty
  // state's link) once the page without that line is on screen: the line may vanish at once (optimistic) or
  // only when the server answers, so this waits for a render with fewer lines rather than for a frame.
  const pendingFocus = useRef<{ index: number; linesBefore: number } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || loading || lines.length >= pending.linesBefore) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.cart-row__remove');
    const target = buttons?.[Math.min(pending.index, buttons.length - 1)];
    (target ?? emptyLinkRef.current)?.focus();
  });

  const remove = async (line: CartLine, index: number) => {
    pendingFocus.current = { index, linesBefore: lines.length };
    const removed = await updateQuantity(line.product._id, line.size, 0);
    if (!removed) {
      pendingFocus.current = null;
      return;
    }
    notify.info(
      <UndoToast
        message={`Removed ${line.product.name} (size ${line.size}) from your cart.`}
        onUndo={() => {
          void updateQuantity(line.product._id, line.size, line.quantity).then((restored) => {
            if (restored) notify.success(`${line.product.name} (size ${line.size}) is back in your cart.`);
          });
        }}
      />,
      { autoClose: UNDO_TOAST_MS },
    );
  };

  return (
    <div className="page container cart">
      <div className="cart__top">
        <SectionTitle level={1} text1="YOUR" text2="CART" pageTitle="Your cart" />
        <button
          type="button"
          className="button button--small"
          aria-pressed={voiceOver.speaking}
          onClick={() => voiceOver.toggle(cartReading(lines, totals))}
        >
          {voiceOver.speaking ? <StopIcon size="1.25em" /> : <SpeakerIcon size="1.25em" />}
          Voice-over
        </button>
      </div>

      {loading ? (
        <p role="status" className="page-loading">
          Loading your cart…
        </p>
      ) : list.data === undefined ? (
        <div className="cart__empty">
          <p>Your cart cannot be shown right now because the products could not be loaded.</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="cart__empty">
          <p>Your cart is empty.</p>
          <Link ref={emptyLinkRef} to={paths.collection} className="button button--primary">
            Browse the collection
          </Link>
        </div>
      ) : (
        <ul className="cart__lines" aria-label="Items in your cart" ref={listRef}>
          {lines.map((line, index) => (
            <CartRow
              key={`${line.product._id}:${line.size}`}
              line={line}
              onChange={(quantity) => void updateQuantity(line.product._id, line.size, quantity)}
              onRemove={() => void remove(line, index)}
            />
          ))}
        </ul>
      )}

      <div className="cart__summary">
        <CartTotals totals={totals} />
        {lines.length > 0 && (
          <Link to={paths.placeOrder} className="button button--primary cart__checkout">
            PROCEED TO CHECKOUT
          </Link>
        )}
      </div>
    </div>
  );
}
