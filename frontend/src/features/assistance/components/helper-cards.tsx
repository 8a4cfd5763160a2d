// What a helper sends besides words, as the shopper sees it in the chat: a product card (name, price, sizes
// with what is left, "Open <name>", and Add to cart with a size choice: only the shopper acts) and a page
// suggestion ("Your helper suggests: …", Open / No thanks). Both are chat messages, so they are in the
// history and the log announces them like any other.
import type { ChatMessage } from '@store/contracts/assistance';
import { defaultLanguage } from '@store/contracts/languages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { readJson, writeJson } from '../../../lib/storage';
import type { ChatShop } from '../shop';
import { langWhereDifferent } from '../utils/languages';
import { pageInWords } from '../utils/suggested-pages';

/** localStorage: the page suggestions the shopper said no thanks to (message ids, newest last). */
export const DECLINED_SUGGESTIONS_KEY = 'declinedSuggestions';
const KEEP_DECLINED = 50;

function declinedIds(): string[] {
  const stored = readJson(DECLINED_SUGGESTIONS_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/** `name`: the product's name as the helper sent it, shown until the product itself is read. */
export function ProductCardMessage({
  productId,
  name,
  shop,
}: {
  productId: string;
  name: string;
  shop: ChatShop;
}) {
  const { t, lkr, language } = useI18n();
  const products = shop.useProductsByIds([productId]);
  const sizeId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const product = products.data?.find((item) => item._id === productId);

  if (products.isPending) {
    return (
      <p className="chat-card" aria-busy="true">
        {name}
      </p>
    );
  }
  if (!product) {
    return (
      <p className="chat-card">
        {products.isError ? t('chat.productCard.unreachable') : t('chat.productCard.gone')}
      </p>
    );
  }
  const nameLang = langWhereDifferent(product.languages?.name ?? defaultLanguage, language);
  const left = (size: string) => product.stock[size] ?? 0;
  const inStock = product.sizes.filter((size) => left(size) > 0);
  const size = chosen !== null && inStock.includes(chosen) ? chosen : inStock[0];
  const sizes = product.sizes
    .map((item) =>
      left(item) > 0
        ? t('chat.productCard.sizeLeft', { size: item, count: left(item) })
        : t('chat.productCard.sizeSoldOut', { size: item }),
    )
    .join('; ');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!size || adding) return;
    setAdding(true);
    try {
      if (await shop.addToCart(product._id, size)) {
        notify.success(translate('product.added', { name: product.name, size }));
      }
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="chat-card" role="group" aria-label={t('chat.productCard.label', { name: product.name })}>
      <p className="chat-card__title" lang={nameLang}>
        {product.name}
      </p>
      <p>{t('chat.productCard.price', { price: lkr(product.price) })}</p>
      <p>{t('chat.productCard.sizes', { sizes })}</p>
      <p>
        <Link to={paths.product(product._id)}>{t('chat.productCard.open', { name: product.name })}</Link>
      </p>
      {inStock.length === 0 ? (
        <p>{t('chat.productCard.allSoldOut')}</p>
      ) : (
        <form className="chat-card__add" onSubmit={(event) => void add(event)}>
          <label htmlFor={sizeId}>{t('chat.productCard.size')}</label>
          {/* Named with the product too: several cards may be in the chat (the label's word comes first). */}
          <select
            id={sizeId}
            aria-label={`${t('chat.productCard.size')}: ${product.name}`}
            value={size}
            onChange={(event) => setChosen(event.target.value)}
          >
            {inStock.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button button--small"
            aria-disabled={adding}
            aria-label={`${t('chat.productCard.add')}: ${product.name}`}
          >
            {t('chat.productCard.add')}
          </button>
        </form>
      )}
    </div>
  );
}

export function PageSuggestionMessage({
  message,
  path,
  onDecline,
}: {
  message: ChatMessage;
  path: string;
  /** Tells the helper (as the shopper's chat message), in words. */
  onDecline: (page: string) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [declined, setDeclined] = useState(() => declinedIds().includes(message._id));
  // "No thanks" removes the buttons: the focus goes to what took their place, not to the page's top.
  const declinedLine = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (declined && moveFocus.current) declinedLine.current?.focus();
    moveFocus.current = false;
  }, [declined]);
  const page = pageInWords(i18n, path) ?? message.content;
  const decline = () => {
    writeJson(DECLINED_SUGGESTIONS_KEY, [...declinedIds(), message._id].slice(-KEEP_DECLINED));
    moveFocus.current = true;
    setDeclined(true);
    onDecline(page);
  };
  return (
    <div className="chat-card">
      <p className="chat-card__title">{t('chat.suggestion.text', { page })}</p>
      {declined ? (
        <p ref={declinedLine} tabIndex={-1}>
          {t('chat.suggestion.declined')}
        </p>
      ) : (
        <p className="chat-card__actions">
          <Link
            to={path}
            className="button button--small button--primary"
            aria-label={`${t('chat.suggestion.open')}: ${page}`}
          >
            {t('chat.suggestion.open')}
          </Link>
          <button
            type="button"
            className="button button--small"
            onClick={decline}
            aria-label={`${t('chat.suggestion.noThanks')}: ${page}`}
          >
            {t('chat.suggestion.noThanks')}
          </button>
        </p>
      )}
    </div>
  );
}
