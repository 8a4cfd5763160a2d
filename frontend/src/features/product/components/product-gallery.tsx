// The product's pictures: one large, and a thumbnail button for each (aria-pressed marks the one shown).
import type { Product } from '@store/contracts/products';
import { useId, useState } from 'react';

export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'image' | 'imageAlt'> }) {
  const [selected, setSelected] = useState(0);
  const labelId = useId();
  const altFor = (index: number) => product.imageAlt[index] || `${product.name}, picture ${index + 1}`;
  const current = product.image[selected] ?? product.image[0];

  return (
    <div className="gallery">
      {product.image.length > 1 && (
        <div className="gallery__thumbs" role="group" aria-labelledby={labelId}>
          <span id={labelId} className="visually-hidden">
            Pictures of {product.name}
          </span>
          {product.image.map((url, index) => (
            <button
              key={url}
              type="button"
              className="gallery__thumb"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img src={url} alt={altFor(index)} width={480} height={420} />
            </button>
          ))}
        </div>
      )}
      <div className="gallery__main">
        {current && (
          <img src={current} alt={altFor(selected)} width={480} height={420} fetchPriority="high" />
        )}
      </div>
    </div>
  );
}
