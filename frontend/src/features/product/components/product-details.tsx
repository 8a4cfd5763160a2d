// A product's details (spec §2): name, voice-over, price in LKR, the rating from verified buyers' reviews,
// description, size buttons, Add to Cart with its 3-second notice, the notes, and the Description / Reviews
// tabs (the Reviews panel comes from the page, which owns the reviews).
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import type { Product } from '@store/contracts/products';
import { useId, useState, type ReactNode } from 'react';
import { SpeakerIcon, StopIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { Tabs } from '../../../components/ui/tabs';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { categoryName, subCategoryName } from '../../../lib/catalogue-names';
import { formatSpokenLkr } from '../../../lib/format';
import { ratingReading } from '../../../lib/rating-words';
import { usePageVoice } from '../../../lib/page-voice';
import { useDescribeScreen } from '../../../lib/shared-screen';
import { useReadAloud, type SpeechService } from '../../../lib/speech';
import { useNotice } from '../hooks/use-notice';
import { ProductGallery } from './product-gallery';
import { Rating } from './rating';

/** The spec's English words for Add to Cart without a size (the catalogue's `product.selectSizeFirst`). */
export const SIZE_WARNING = 'Please select a size before adding to cart.';

/** How many of a size are left (0 when sold out). */
export const leftOf = (product: Product, size: string): number => product.stock[size] ?? 0;

const isLow = (left: number) => left > 0 && left <= LOW_STOCK_THRESHOLD;

/** "Only 2 left" for a size with LOW_STOCK_THRESHOLD or fewer (but some) left; otherwise null. */
export function lowStockText(left: number): string | null {
  return isLow(left) ? translate('product.lowStock', { count: left }) : null;
}

/** What the read-aloud says about sizes: which can be bought, which are nearly gone, which are sold out. */
export function sizesReading(product: Product): string {
  const available = product.sizes.filter((size) => leftOf(product, size) > 0);
  const soldOut = product.sizes.filter((size) => leftOf(product, size) === 0);
  if (available.length === 0) return translate('product.reading.allSoldOut');
  const low = available
    .filter((size) => isLow(leftOf(product, size)))
    .map((size) => translate('product.reading.low', { size, count: leftOf(product, size) }));
  return [
    translate('product.reading.available', { sizes: available.join(', ') }),
    ...low,
    soldOut.length > 0 ? translate('product.reading.soldOut', { sizes: soldOut.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The product read aloud, in the active language (the price as that language says it). */
export function productReading(product: Product, size: string | null): string {
  return [
    translate('product.reading.name', { name: product.name }),
    translate('product.reading.price', { price: formatSpokenLkr(product.price) }),
    ratingReading(product.rating),
    product.description,
    sizesReading(product),
    size ? translate('product.reading.size', { size }) : translate('product.reading.noSize'),
  ].join(' ');
}

export function ProductDetails({
  product,
  onAddToCart,
  speechService,
  reviews,
  readReviews,
  showReviews = false,
}: {
  product: Product;
  /** Adds the product in a size; resolves true when the cart took it. */
  onAddToCart: (size: string) => Promise<boolean>;
  speechService?: SpeechService;
  /** The Reviews tab's panel. */
  reviews?: ReactNode;
  /** "Read the reviews": the latest reviews as one text. */
  readReviews?: () => Promise<string>;
  /** Open on the Reviews tab (a link to the reviews, or to write one). */
  showReviews?: boolean;
}) {
  const { t, lkr } = useI18n();
  const [size, setSize] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const voiceOver = useReadAloud(speechService);
  const { notice, show } = useNotice(speechService);
  const sizeLabelId = useId();
  const noteId = useId();

  /**
   * Chooses a size, unless it is sold out; answers what the shopper is told when it is. A voice command
   * says the answer itself, so only a press shows (and reads) the notice.
   */
  const choose = (option: string, notice: boolean): string | null => {
    if (leftOf(product, option) > 0) {
      setSize(option);
      return null;
    }
    const text = `${translate('product.sizeSoldOut', { size: option })} ${sizesReading(product)}`;
    if (notice) show({ kind: 'warning', text });
    return text;
  };

  /** Adds in the chosen size; answers what the shopper is told (for voice commands too). */
  const add = async (chosen: string | null = size): Promise<string> => {
    if (adding) return translate('product.stillAdding');
    if (!chosen) {
      const warning = translate('product.selectSizeFirst');
      show({ kind: 'warning', text: warning });
      return warning;
    }
    setAdding(true);
    const added = await onAddToCart(chosen);
    setAdding(false);
    if (!added) return translate('product.addFailed');
    const text = translate('product.added', { name: product.name, size: chosen });
    show({ kind: 'success', text });
    return text;
  };

  // Voice commands on this page: "read", "select size medium", "add to cart".
  useDescribeScreen({ screen: 'product', productId: product._id, name: product.name, size });
  usePageVoice({
    read: () => productReading(product, size),
    selectSize: (wanted) => {
      const match = product.sizes.find((option) => option.toUpperCase() === wanted.toUpperCase());
      if (!match) {
        return translate('product.voice.noSuchSize', {
          size: wanted,
          name: product.name,
          sizes: product.sizes.join(', '),
        });
      }
      const refused = choose(match, false);
      if (refused) return refused;
      const left = leftOf(product, match);
      return isLow(left)
        ? translate('product.voice.sizeSelectedLow', { size: match, count: left })
        : translate('product.voice.sizeSelected', { size: match });
    },
    addToCart: () => add(size),
    readReviews,
  });

  return (
    <div className="product">
      <ProductGallery product={product} />
      <div className="product__info">
        <PageHeading title={product.name} className="product__name" lang={product.languages?.name}>
          {product.name}
        </PageHeading>
        <button
          type="button"
          className="button button--small product__voice"
          aria-pressed={voiceOver.speaking}
          onClick={() => voiceOver.toggle(productReading(product, size))}
        >
          {voiceOver.speaking ? <StopIcon size="1.25em" /> : <SpeakerIcon size="1.25em" />}
          {t('common.voiceOver')}
        </button>
        <Rating rating={product.rating} />
        <p className="product__price">{lkr(product.price)}</p>
        <p className="product__description" lang={product.languages?.description}>
          {product.description}
        </p>

        <div className="sizes" role="group" aria-labelledby={sizeLabelId}>
          <p id={sizeLabelId} className="sizes__label">
            {t('product.selectSize')}
          </p>
          <div className="sizes__options">
            {product.sizes.map((option) => {
              const left = leftOf(product, option);
              const low = lowStockText(left);
              const soldOut = left === 0;
              return (
                <div key={option} className="sizes__item">
                  {/* aria-disabled keeps a sold-out size in the tab order, so it is heard, not skipped. */}
                  <button
                    type="button"
                    className="sizes__option"
                    aria-pressed={option === size}
                    aria-disabled={soldOut || undefined}
                    aria-label={soldOut ? t('product.sizeSoldOutLabel', { size: option }) : undefined}
                    aria-describedby={low ? `${noteId}-${option}` : undefined}
                    onClick={() => void choose(option, true)}
                  >
                    {option}
                  </button>
                  {soldOut && (
                    <span className="sizes__note sizes__note--out" aria-hidden="true">
                      {t('product.soldOut')}
                    </span>
                  )}
                  {low && (
                    <span id={`${noteId}-${option}`} className="sizes__note">
                      {low}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>

        <button
          type="button"
          className="button button--primary product__add"
          aria-disabled={adding}
          onClick={() => void add()}
        >
          {t('product.addToCart')}
        </button>
        <div role="alert" className="product__notice">
          {notice?.kind === 'warning' && <p className="notice notice--warning">{notice.text}</p>}
        </div>
        <div role="status" className="product__notice">
          {notice?.kind === 'success' && <p className="notice notice--success">{notice.text}</p>}
        </div>

        <ul className="product__notes">
          <li>{t('product.notes.original')}</li>
          <li>{t('product.notes.cashOnDelivery')}</li>
          <li>{t('product.notes.returns')}</li>
        </ul>
      </div>

      <div className="product__tabs">
        <Tabs
          label={t('product.tabs.label')}
          initialTab={showReviews ? 1 : 0}
          tabs={[
            {
              label: t('product.tabs.description'),
              content: (
                <>
                  <p lang={product.languages?.description}>{product.description}</p>
                  <p>
                    {t('product.facts', {
                      category: categoryName(product.category),
                      subCategory: subCategoryName(product.subCategory),
                      sizes: product.sizes.join(', '),
                    })}{' '}
                    {sizesReading(product)}
                  </p>
                </>
              ),
            },
            {
              label: t('product.tabs.reviews', { count: product.rating.count }),
              content: reviews,
            },
          ]}
        />
      </div>
    </div>
  );
}
