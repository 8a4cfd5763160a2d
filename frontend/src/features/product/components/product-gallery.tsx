// The product's pictures: one large, and a thumbnail button for each (aria-pressed marks the one shown).
import type { Product } from '@store/contracts/products';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n';

export function ProductGallery({
  product,
}: {
  product: Pick<Product, 'name' | 'image' | 'imageAlt' | 'languages'>;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const labelId = useId();
  const altFor = (index: number) =>
    product.imageAlt[index] || t('product.pictureAlt', { name: product.name, number: index + 1 });
  /** The language of a picture's own alt text (the made-up one is in the page's language). */
  const altLang = (index: number) =>
    product.imageAlt[index] ? product.languages?.imageAlt[index] : undefined;
  const current = product.image[selected] ?? product.image[0];

  return (
    <div className="gallery">
      {product.image.length > 1 && (
        <div className="gallery__thumbs" role="group" aria-labelledby={labelId}>
          <span id={labelId} className="visually-hidden">
            {t('product.pictures', { name: product.name })}
          </span>
          {product.image.map((url, index) => (
            <button
              key={url}
              type="button"
              className="gallery__thumb"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img src={url} alt={altFor(index)} lang={altLang(index)} width={480} height={420} />
            </button>
          ))}
        </div>
      )}
      <div className="gallery__main">
        {current && (
          <img
            src={current}
            alt={altFor(selected)}
            lang={altLang(selected)}
            width={480}
            height={420}
            fetchPriority="high"
          />
        )}
      </div>
    </div>
  );
}
