// A product's details (spec §2): name, voice-over, price in LKR, the static rating, description, size
// buttons, Add to Cart with its 3-second notice, the notes, and the Description / Reviews tabs.
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import type { Product } from '@store/contracts/products';
import { useId, useState } from 'react';
import { SpeakerIcon, StopIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { Tabs } from '../../../components/ui/tabs';
import { formatLkr } from '@store/contracts/money';
import { formatSpokenLkr } from '../../../lib/format';
import { usePageVoice } from '../../../lib/page-voice';
import { useReadAloud, type SpeechService } from '../../../lib/speech';
import { useNotice } from '../hooks/use-notice';
import { ProductGallery } from './product-gallery';
import { RATING, Rating, REVIEW_COUNT } from './rating';

export const SIZE_WARNING = 'Please select a size before adding to cart.';

/** How many of a size are left (0 when sold out). */
export const leftOf = (product: Product, size: string): number => product.stock[size] ?? 0;

/** "Only 2 left" for a size with LOW_STOCK_THRESHOLD or fewer (but some) left; otherwise null. */
export function lowStockText(left: number): string | null {
  return left > 0 && left <= LOW_STOCK_THRESHOLD ? `Only ${left} left` : null;
}

/** What the read-aloud says about sizes: which can be bought, which are nearly gone, which are sold out. */
export function sizesReading(product: Product): string {
  const available = product.sizes.filter((size) => leftOf(product, size) > 0);
  const soldOut = product.sizes.filter((size) => leftOf(product, size) === 0);
  if (available.length === 0) return 'Every size is sold out.';
  const low = available
    .map((size) => [size, lowStockText(leftOf(product, size))] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([size, text]) => `${size}: ${text.toLowerCase()}.`);
  return [
    `Available sizes: ${available.join(', ')}.`,
    ...low,
    soldOut.length > 0 ? `Sold out: ${soldOut.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function productReading(product: Product, size: string | null): string {
  return [
    `${product.name}.`,
    `Price: ${formatSpokenLkr(product.price)}.`,
    `Rated ${RATING} out of 5 stars, ${REVIEW_COUNT} reviews.`,
    product.description,
    sizesReading(product),
    size ? `Selected size: ${size}.` : 'No size selected yet.',
  ].join(' ');
}

export function ProductDetails({
  product,
  onAddToCart,
  speechService,
}: {
  product: Product;
  /** Adds the product in a size; resolves true when the cart took it. */
  onAddToCart: (size: string) => Promise<boolean>;
  speechService?: SpeechService;
}) {
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
    const text = `Size ${option} is sold out. ${sizesReading(product)}`;
    if (notice) show({ kind: 'warning', text });
    return text;
  };

  /** Adds in the chosen size; answers what the shopper is told (for voice commands too). */
  const add = async (chosen: string | null = size): Promise<string> => {
    if (adding) return 'Still adding to your cart.';
    if (!chosen) {
      show({ kind: 'warning', text: SIZE_WARNING });
      return SIZE_WARNING;
    }
    setAdding(true);
    const added = await onAddToCart(chosen);
    setAdding(false);
    if (!added) return 'The product could not be added to your cart.';
    const text = `Added to your cart: ${product.name}, size ${chosen}.`;
    show({ kind: 'success', text });
    return text;
  };

  // Voice commands on this page: "read", "select size medium", "add to cart".
  usePageVoice({
    read: () => productReading(product, size),
    selectSize: (wanted) => {
      const match = product.sizes.find((option) => option.toUpperCase() === wanted.toUpperCase());
      if (!match) {
        return `Size ${wanted} is not available for ${product.name}. Available sizes: ${product.sizes.join(', ')}.`;
      }
      const refused = choose(match, false);
      if (refused) return refused;
      const low = lowStockText(leftOf(product, match));
      return `Size ${match} selected.${low ? ` ${low}.` : ''}`;
    },
    addToCart: () => add(size),
  });

  return (
    <div className="product">
      <ProductGallery product={product} />
      <div className="product__info">
        <PageHeading title={product.name} className="product__name">
          {product.name}
        </PageHeading>
        <button
          type="button"
          className="button button--small product__voice"
          aria-pressed={voiceOver.speaking}
          onClick={() => voiceOver.toggle(productReading(product, size))}
        >
          {voiceOver.speaking ? <StopIcon size="1.25em" /> : <SpeakerIcon size="1.25em" />}
          Voice-over
        </button>
        <Rating />
        <p className="product__price">{formatLkr(product.price)}</p>
        <p className="product__description">{product.description}</p>

        <div className="sizes" role="group" aria-labelledby={sizeLabelId}>
          <p id={sizeLabelId} className="sizes__label">
            Select Size
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
                    aria-label={soldOut ? `${option}, sold out` : undefined}
                    aria-describedby={low ? `${noteId}-${option}` : undefined}
                    onClick={() => void choose(option, true)}
                  >
                    {option}
                  </button>
                  {soldOut && (
                    <span className="sizes__note sizes__note--out" aria-hidden="true">
                      Sold out
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
          Add to Cart
        </button>
        <div role="alert" className="product__notice">
          {notice?.kind === 'warning' && <p className="notice notice--warning">{notice.text}</p>}
        </div>
        <div role="status" className="product__notice">
          {notice?.kind === 'success' && <p className="notice notice--success">{notice.text}</p>}
        </div>

        <ul className="product__notes">
          <li>100% Original product.</li>
          <li>Cash on delivery is available on this product.</li>
          <li>Easy return and exchange policy within 7 days.</li>
        </ul>
      </div>

      <div className="product__tabs">
        <Tabs
          label="About this product"
          tabs={[
            {
              label: 'Description',
              content: (
                <>
                  <p>{product.description}</p>
                  <p>
                    {product.category} · {product.subCategory} · sizes {product.sizes.join(', ')}.{' '}
                    {sizesReading(product)}
                  </p>
                </>
              ),
            },
            {
              label: `Reviews (${REVIEW_COUNT})`,
              content: (
                <p>
                  Written reviews are not shown on this shop yet. The rating above is a fixed sample, the same
                  on every product.
                </p>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
