import type { OrderItem } from '@store/contracts/orders';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures';
import { planReorder } from './reorder-plan';

const shirt = product({ name: 'Linen Shirt', price: 4990, sizes: ['S', 'M'] });
const jeans = product({ name: 'Denim Jeans', price: 6990, sizes: ['30', '32'] });

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  _id: shirt._id,
  name: 'Linen Shirt',
  price: 4990,
  image: [],
  size: 'M',
  quantity: 1,
  sizes: ['S', 'M'],
  ...overrides,
});

describe('planReorder', () => {
  it('keeps offered sizes, asks for missing or withdrawn ones, and names what is gone or repriced', () => {
    const plan = planReorder(
      [
        item({ quantity: 2, price: 4490 }),
        item({ _id: jeans._id, name: 'Denim Jeans', price: 6990, size: '34', sizes: ['30', '32', '34'] }),
        item({ _id: jeans._id, name: 'Denim Jeans', price: 6990, size: '' }),
        item({ _id: 'gone-id', name: 'Old Scarf' }),
      ],
      [shirt, jeans],
    );
    expect(plan.ready).toEqual([{ productId: shirt._id, name: 'Linen Shirt', size: 'M', quantity: 2 }]);
    expect(plan.needSize.map((question) => [question.name, question.previousSize, question.sizes])).toEqual([
      ['Denim Jeans', '34', ['30', '32']],
      ['Denim Jeans', '', ['30', '32']],
    ]);
    expect(plan.gone).toEqual(['Old Scarf']);
    expect(plan.priceNotes).toEqual(['Linen Shirt now costs LKR 4,990.00 (it was LKR 4,490.00).']);
  });
});
