import { describe, expect, it } from 'vitest';
import { describeChanges } from './price-changes';

describe('describeChanges', () => {
  it('names each new price and each product no longer sold, once per product', () => {
    const before = [
      { productId: 'a', name: 'Linen Shirt', size: 'M', quantity: 1, price: 4490 },
      { productId: 'a', name: 'Linen Shirt', size: 'L', quantity: 1, price: 4490 },
      { productId: 'b', name: 'Denim Jeans', size: 'M', quantity: 1, price: 6990 },
      { productId: 'c', name: 'Scarf', size: 'S', quantity: 1, price: 990 },
    ];
    const now = new Map([
      ['a', { name: 'Linen Shirt', price: 4990 }],
      ['c', { name: 'Scarf', price: 990 }],
    ]);
    expect(describeChanges(before, now)).toEqual([
      'Linen Shirt is now LKR 4,990.00 (was LKR 4,490.00).',
      'Denim Jeans is no longer sold and has left your order.',
    ]);
  });
});
