// A product in a grid: the link is named by the product's name; the picture's description (colour, shape)
// is its accessible description, so a listing reads "name, link" then the details without repeating.
import type { Product } from '@store/contracts/products';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n';

type CardProduct = Pick<Product, '_id' | 'name' | 'price' | 'image' | 'imageAlt' | 'languages'>;

/** `eager`: the card is in the first screenful, so its picture (often the page's largest) is not held back. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const { lkr } = useI18n();
  const descriptionId = useId();
  const alt = product.imageAlt[0];
  return (
    <li className="product-card">
      <Link
        to={paths.product(product._id)}
        className="product-card__link"
        aria-describedby={alt ? descriptionId : undefined}
      >
        <span className="product-card__frame">
          {product.image[0] && (
            <img
              src={product.image[0]}
              alt=""
              width={480}
              height={420}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
        </span>
        <span className="product-card__name" lang={product.languages?.name}>
          {product.name}
        </span>
      </Link>
      <p className="product-card__price">{lkr(product.price)}</p>
      {alt && (
        <span id={descriptionId} hidden lang={product.languages?.alt}>
          {alt}
        </span>
      )}
    </li>
  );
}

/** Memoised: a screen that redraws for another reason (its results still arriving) leaves the cards alone. */
export const ProductGrid = memo(function ProductGrid({
  products,
  label,
  labelledBy,
  eagerCards = 0,
}: {
  products: ReadonlyArray<CardProduct>;
  label?: string;
  labelledBy?: string;
  /** How many leading cards are in the first screenful (a page's top grid): their pictures load at once. */
  eagerCards?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label} aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < eagerCards} />
      ))}
    </ul>
  );
});
