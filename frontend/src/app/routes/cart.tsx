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
import { t as translate, useI18n } from '../../i18n/i18n';
import { formatSpokenLkr } from '../../lib/format';
import { notify } from '../../lib/notify';
import { usePageVoice } from '../../lib/page-voice';
import { useProductsByIds } from '../../features/product';
import { useReadAloud } from '../../lib/speech';

/** Undo stays offered longer than an ordinary toast, so there is time to reach it by keyboard. */
export const UNDO_TOAST_MS = 10_000;

/** The cart read aloud, in the active language (amounts as that language says them). */
export function cartReading(lines: readonly CartLine[], totals: OrderTotals): string {
  if (lines.length === 0) return translate('cart.empty');
  const spoken = (amount: number) => formatSpokenLkr(amount);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return [
    translate('cart.reading.count', { count: pieces }),
    ...lines.map((line) =>
      [
        translate('cart.reading.line', {
          name: line.product.name,
          size: line.size,
          quantity: line.quantity,
          price: spoken(line.product.price),
        }),
        isShort(line) ? shortText(line) : '',
      ]
        .filter(Boolean)
        .join(' '),
    ),
    translate('cart.reading.totals', {
      subtotal: spoken(totals.subtotal),
      deliveryFee: spoken(totals.deliveryFee),
      total: spoken(totals.total),
    }),
  ].join(' ');
}

export default function CartRoute() {
  const { t } = useI18n();
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
    read: () => (loading ? translate('cart.stillLoading') : cartReading(lines, totals)),
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
        message={translate('cart.removed', { name: line.product.name, size: line.size })}
        onUndo={() => {
          void updateQuantity(line.product._id, line.size, line.quantity).then((restored) => {
            if (restored)
              notify.success(translate('cart.restored', { name: line.product.name, size: line.size }));
          });
        }}
      />,
      { autoClose: UNDO_TOAST_MS },
    );
  };

  return (
    <div className="page container cart">
      <div className="cart__top">
        <SectionTitle
          level={1}
          text1={t('cart.title.text1')}
          text2={t('cart.title.text2')}
          pageTitle={t('cart.pageTitle')}
        />
        <button
          type="button"
          className="button button--small"
          aria-pressed={voiceOver.speaking}
          onClick={() => voiceOver.toggle(cartReading(lines, totals))}
        >
          {voiceOver.speaking ? <StopIcon size="1.25em" /> : <SpeakerIcon size="1.25em" />}
          {t('common.voiceOver')}
        </button>
      </div>

      {loading ? (
        <p role="status" className="page-loading">
          {t('cart.loading')}
        </p>
      ) : list.data === undefined ? (
        <div className="cart__empty">
          <p>{t('cart.productsFailed')}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="cart__empty">
          <p>{t('cart.empty')}</p>
          <Link ref={emptyLinkRef} to={paths.collection} className="button button--primary">
            {t('common.browseCollection')}
          </Link>
        </div>
      ) : (
        <ul className="cart__lines" aria-label={t('cart.lines')} ref={listRef}>
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
            {t('cart.checkout')}
          </Link>
        )}
      </div>
    </div>
  );
}
