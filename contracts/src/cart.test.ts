import { describe, expect, it } from 'vitest';
import { cartEntries } from './cart-lines';

describe('cartEntries', () => {
  it('lists each size with a quantity above 0, in the cart order', () => {
    expect(cartEntries({ shirt: { M: 2, L: 0 }, dress: { S: 1 }, gone: {} })).toEqual([
      { productId: 'shirt', size: 'M', quantity: 2 },
      { productId: 'dress', size: 'S', quantity: 1 },
    ]);
  });
});
