import type { CartData } from '@store/contracts/cart';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures';
import { cartCount, cartLines, cartTotals, toCartData, withQuantity } from './cart-math';

describe('cart arithmetic', () => {
  it('totals are 0 for an empty cart, else subtotal plus the 200 delivery fee', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, deliveryFee: 200, total: 0 });
    const shirt = product({ price: 1990 });
    expect(cartTotals(cartLines({ [shirt._id]: { M: 1 } }, [shirt]))).toEqual({
      subtotal: 1990,
      deliveryFee: 200,
      total: 2190,
    });
  });

  it('sums prices in cents so decimals stay exact', () => {
    const a = product({ price: 0.1 });
    const b = product({ price: 0.2 });
    const lines = cartLines({ [a._id]: { S: 1 }, [b._id]: { M: 1 } }, [a, b]);
    expect(cartTotals(lines).subtotal).toBe(0.3);
  });

  it('counts pieces and skips products no longer in the catalogue', () => {
    const kept = product();
    const cart: CartData = { [kept._id]: { S: 2, M: 1 }, 'gone-id': { L: 5 } };
    expect(cartCount(cart)).toBe(8);
    expect(cartLines(cart, [kept]).map((line) => [line.size, line.quantity])).toEqual([
      ['S', 2],
      ['M', 1],
    ]);
  });

  it('sets, adds and removes lines without touching the others', () => {
    const cart = { a: { S: 1 }, b: { M: 2 } };
    expect(withQuantity(cart, 'a', 'L', 3)).toEqual({ a: { S: 1, L: 3 }, b: { M: 2 } });
    expect(withQuantity(cart, 'a', 'S', 0)).toEqual({ b: { M: 2 } });
    expect(cart).toEqual({ a: { S: 1 }, b: { M: 2 } });
  });

  it('reads only well-shaped carts from storage or the socket', () => {
    expect(toCartData({ a: { S: 2, M: 0, L: -1, XL: 1.5, XXL: 'x' }, b: 'nope', c: [] })).toEqual({
      a: { S: 2 },
    });
    expect(toCartData(null)).toEqual({});
    expect(toCartData([1, 2])).toEqual({});
  });
});
