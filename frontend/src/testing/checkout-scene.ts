// What the checkout's tests share: a signed-in shopper with two Linen Shirts in size M and a mocked API.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import type { Order } from '@store/contracts/orders';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from './fixtures';
import { mockApi, ok } from './mock-api';
import { orderOf } from './orders';
import { renderApp } from './render-app';

export const shirt = product({ name: 'Linen Shirt', price: 4490 });

type Availability = { available: boolean; reason?: string; provider?: string };

export const noCard: Availability = {
  available: false,
  reason: 'Card payments are not set up in this shop.',
};

export const checkoutConfig = (card: Availability, payhere: Availability = { available: false }) => ({
  success: true,
  demoMode: false,
  demoAccounts: [],
  payments: { cod: { available: true }, card, payhere },
  uploads: { storage: 'local' },
  mail: { transport: 'files' },
  assistanceUrl: 'http://localhost:4100',
});

/** The server's answer to a placed order: the order as the API would store it. */
export const placedOrder = (body: unknown) => {
  const { address } = body as { address: Order['address'] };
  return {
    success: true,
    message: 'Order placed',
    order: orderOf([{ product: shirt, size: 'M', quantity: 2 }], {
      address: { ...address, state: address.state ?? '' },
    }),
  };
};

export const deliveryAddress = {
  'First name': 'නිමාලි',
  'Last name': "O'Brien",
  Email: 'nimali@example.lk',
  Street: '12 Galle Road',
  City: 'Colombo',
  Zipcode: '00300',
  Country: 'Sri Lanka',
  'Phone number': '0771234567',
};

export interface CheckoutScene {
  /** The mocked API, new for each test. */
  api: ReturnType<typeof mockApi>;
  /** The cart the mocked server stores: a test may set it before the screen asks for it. */
  cart: CartData;
}

/**
 * Registers, in the calling file, a fresh scene before each test and the API's restore after it. The
 * returned object is the same throughout; its fields are replaced for each test.
 */
export function setUpCheckoutScene(): CheckoutScene {
  const scene = {} as CheckoutScene;
  beforeEach(() => {
    completeOnboardingFlag();
    scene.cart = { [shirt._id]: { M: 2 } };
    scene.api = mockApi({
      'GET /api/config': ok(checkoutConfig(noCard)),
      'GET /api/product/list': ok(listBody([shirt])),
      'POST /api/cart/get': () => ok({ success: true, cartData: scene.cart }),
      'POST /api/cart/update': ({ body }) => {
        const { itemId, size, quantity } = body as { itemId: string; size: string; quantity: number };
        scene.cart = quantity === 0 ? {} : { ...scene.cart, [itemId]: { [size]: quantity } };
        return ok({ success: true, cartData: scene.cart });
      },
      'POST /api/order/place': ({ body }) => {
        scene.cart = {}; // as the server does: a cash order empties the stored cart
        return ok(placedOrder(body), 201);
      },
      'POST /api/order/userorders': ok({ success: true, orders: [] }),
    });
  });
  afterEach(() => scene.api.restore());
  return scene;
}

export async function openCheckout() {
  storeSession(auth());
  const view = renderApp('/place-order');
  await screen.findByRole('heading', { level: 1, name: 'PLACE ORDER' });
  await screen.findByLabelText('First name');
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

/** Each value typed key by key, through the form's keystroke rules. */
export async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: false });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** Each value pasted whole: for the tests of what the form does once filled, not of its keystroke rules. */
export async function paste(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label, { exact: false }));
    if (value) await user.paste(value);
  }
}

export const placeButton = () => screen.getByRole('button', { name: 'PLACE ORDER' });
