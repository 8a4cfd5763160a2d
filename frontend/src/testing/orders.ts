// Orders for tests, shaped like the API's answers.
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';

let counter = 0;

export function orderOf(
  products: Array<{ product: Product; size?: string; quantity?: number }>,
  overrides: Partial<Order> = {},
): Order {
  counter += 1;
  const items = products.map(({ product, size, quantity }) => ({
    _id: product._id,
    name: product.name,
    price: product.price,
    image: product.image,
    size: size ?? product.sizes[0] ?? 'M',
    quantity: quantity ?? 1,
    sizes: product.sizes,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const date = overrides.date ?? Date.UTC(2026, 10, 20, 10, counter);
  return {
    _id: `6b0c1c8e-5a9c-4c1e-9a53-${String(counter).padStart(12, '0')}`,
    status: 'Order Placed',
    amount: subtotal + 200,
    subtotal,
    deliveryFee: 200,
    paymentMethod: 'COD',
    payment: false,
    paidAt: null,
    date,
    items,
    address: {
      firstName: 'Nimali',
      lastName: 'Perera',
      email: 'nimali@example.lk',
      street: '12 Galle Road',
      city: 'Colombo',
      state: '',
      zipcode: '00300',
      country: 'Sri Lanka',
      phone: '0771234567',
    },
    statusHistory: [{ status: 'Order Placed', date }],
    cancelRequest: null,
    ...overrides,
  };
}
