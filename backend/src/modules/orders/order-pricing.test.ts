import { describe, expect, it } from 'vitest';
import { AppError } from '@store/server-kit/errors';
import { priceOrder, type CatalogueProduct } from './order-pricing';

const shirt: CatalogueProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cotton Shirt',
  priceCents: 249_950,
  images: [{ url: '/media/shirt.svg' }],
  sizes: ['S', 'M', 'L'],
};
const cap: CatalogueProduct = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sun Cap',
  priceCents: 80_000,
  images: [],
  sizes: ['M'],
};

describe('priceOrder', () => {
  it('prices lines from the catalogue and copies what the order must keep', () => {
    const priced = priceOrder(
      [
        { _id: shirt.id, size: 'M', quantity: 2 },
        { _id: cap.id, size: 'M', quantity: 1 },
      ],
      [shirt, cap],
    );
    expect(priced.subtotalCents).toBe(249_950 * 2 + 80_000);
    expect(priced.amountCents).toBe(249_950 * 2 + 80_000 + 20_000);
    expect(priced.lines[0]).toEqual({
      productId: shirt.id,
      name: 'Cotton Shirt',
      priceCents: 249_950,
      images: ['/media/shirt.svg'],
      sizes: ['S', 'M', 'L'],
      size: 'M',
      quantity: 2,
    });
  });

  it('merges the same product and size into one line', () => {
    const priced = priceOrder(
      [
        { _id: shirt.id, size: 'S', quantity: 1 },
        { _id: shirt.id, size: 'L', quantity: 1 },
        { _id: shirt.id, size: 'S', quantity: 3 },
      ],
      [shirt],
    );
    expect(priced.lines.map((line) => [line.size, line.quantity])).toEqual([
      ['S', 4],
      ['L', 1],
    ]);
  });

  it('refuses an unknown product with a 400 naming the item', () => {
    expect(() => priceOrder([{ _id: cap.id, size: 'M', quantity: 1 }], [shirt])).toThrowError(
      expect.objectContaining({
        status: 400,
        code: 'unknown_product',
        message: expect.stringMatching(/^items\.0\._id/),
      }),
    );
  });

  it('refuses a size the product does not come in, listing the sizes it does', () => {
    try {
      priceOrder([{ _id: shirt.id, size: 'XL', quantity: 1 }], [shirt]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe('items.0.size: Cotton Shirt comes in S, M, L, not XL.');
    }
  });

  it('applies the 99-per-line cap after merging repeated lines of one product and size', () => {
    const line = { _id: shirt.id, size: 'M', quantity: 99 };
    expect(priceOrder([line], [shirt]).lines[0]?.quantity).toBe(99);
    let refusal: unknown;
    try {
      priceOrder([line, line, line], [shirt]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).message).toMatch(
      /^items\.0\.quantity: at most 99 of Cotton Shirt in size M/,
    );
    expect(
      priceOrder(
        [
          { ...line, quantity: 50 },
          { ...line, quantity: 49 },
        ],
        [shirt],
      ).lines[0]?.quantity,
    ).toBe(99);
  });
});
