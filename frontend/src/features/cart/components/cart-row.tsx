// One line of the cart (spec §2): picture, name, price, size, quantity (minus, plus, typed) and remove.
// Typed quantities below 1 or empty are ignored (spec §4); minus at 1 removes the line like the bin does.
// A line the shelf can no longer fill says so, with a control to bring it down to what is left.
import { MAX_LINE_QUANTITY } from '@store/contracts/constants';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BinIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { isShort, shortText, type CartLine } from '../utils/cart-math';

/** A typed quantity the cart accepts, or null when it is to be ignored (empty, 0, not a whole number). */
export function parseTypedQuantity(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  if (value < 1) return null;
  return Math.min(value, MAX_LINE_QUANTITY);
}

export function CartRow({
  line,
  onChange,
  onRemove,
}: {
  line: CartLine;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, lkr } = useI18n();
  const { product, size, quantity } = line;
  const [draft, setDraft] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  const inputId = useId();
  const shortId = useId();
  const who = t('cart.line', { name: product.name, size });
  const short = isShort(line);
  const atShelf = quantity >= line.available;

  // The cart changed (this tab, another tab, or the server): show its quantity.
  if (shown !== quantity) {
    setShown(quantity);
    setDraft(String(quantity));
  }

  return (
    <li className="cart-row" data-cart-row="">
      <Link to={paths.product(product._id)} className="cart-row__product">
        {product.image[0] && (
          <img src={product.image[0]} alt="" width={480} height={420} className="cart-row__image" />
        )}
        <span className="cart-row__name" lang={product.languages?.name}>
          {product.name}
        </span>
      </Link>
      <p className="cart-row__meta">
        <span>{lkr(product.price)}</span>
        <span className="cart-row__size">
          <span className="visually-hidden">{t('cart.size')} </span>
          {size}
        </span>
      </p>
      <div
        className="quantity"
        role="group"
        aria-label={t('cart.quantityOf', { line: who })}
        aria-describedby={short ? shortId : undefined}
      >
        <button
          type="button"
          className="icon-button quantity__step"
          aria-label={t('cart.decrease', { line: who })}
          onClick={() => (quantity === 1 ? onRemove() : onChange(quantity - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {t('cart.quantityOf', { line: who })}
        </label>
        <input
          id={inputId}
          className="input quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = parseTypedQuantity(event.target.value);
            if (typed !== null && typed !== quantity) onChange(typed);
          }}
          onBlur={() => setDraft(String(quantity))}
        />
        <button
          type="button"
          className="icon-button quantity__step"
          aria-label={t('cart.increase', { line: who })}
          aria-disabled={quantity >= MAX_LINE_QUANTITY || atShelf}
          onClick={() => {
            if (quantity < MAX_LINE_QUANTITY && !atShelf) onChange(quantity + 1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button
        type="button"
        className="icon-button cart-row__remove"
        aria-label={t('cart.remove', { line: who })}
        onClick={onRemove}
      >
        <BinIcon />
      </button>
      {short && <ShortLineNote id={shortId} line={line} onChange={onChange} onRemove={onRemove} />}
    </li>
  );
}

/** What a short line says, with Reduce to N (when some are left) and Remove. Shared with checkout. */
export function ShortLineNote({
  id,
  line,
  onChange,
  onRemove,
}: {
  id?: string;
  line: CartLine;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const who = t('cart.line', { name: line.product.name, size: line.size });
  return (
    <div className="short-line notice notice--warning">
      <p id={id} className="short-line__text">
        {shortText(line)}
      </p>
      <div className="short-line__actions">
        {line.available > 0 && (
          <button
            type="button"
            className="button button--small"
            aria-label={t('cart.reduceLine', { line: who, count: line.available })}
            onClick={() => onChange(line.available)}
          >
            {t('cart.reduceTo', { count: line.available })}
          </button>
        )}
        <button
          type="button"
          className="button button--small"
          aria-label={t('cart.removeFromCart', { line: who })}
          onClick={onRemove}
        >
          {t('cart.removeShort')}
        </button>
      </div>
    </div>
  );
}
