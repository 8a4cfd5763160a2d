import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import {
  deliveryAddress,
  openCheckout,
  paste,
  placeButton,
  placedOrder,
  shirt,
  setUpCheckoutScene,
} from '../../testing/checkout-scene';
import { auth, listBody, storeSession } from '../../testing/fixtures';
import { ok, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

// The checkout's way in and its cash order. Its form rules, payment choices and languages have files of their own.
const scene = setUpCheckoutScene();

describe('/place-order access', () => {
  it('sends a guest to /login, and back to the checkout after signing in, with the cart kept', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { M: 1 } }));
    scene.api.on('POST /api/user/login', ok(auth()));
    scene.api.on('POST /api/cart/merge', ({ body }) => {
      scene.cart = (body as { cartData: CartData }).cartData ?? scene.cart;
      return ok({ success: true, cartData: { [shirt._id]: { M: 1 } } });
    });
    const { router } = renderApp('/place-order');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'PLACE ORDER' });
    expect(router.state.location.pathname).toBe('/place-order');
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });

  it('an empty cart says so and links to the collection', async () => {
    scene.cart = {};
    storeSession(auth());
    renderApp('/place-order');
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });
});

describe('PLACE ORDER', () => {
  it('places a cash order with the totals, clears the cart, says so and goes to /orders', async () => {
    const user = userEvent.setup();
    const { router } = await openCheckout();
    await paste(user, deliveryAddress);
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [call] = scene.api.callsTo('POST', '/api/order/place');
    expect(call?.body).toMatchObject({
      amount: 9180,
      items: [{ _id: shirt._id, size: 'M', quantity: 2 }],
      address: { firstName: 'නිමාලි', lastName: "O'Brien", phone: '0771234567', state: '' },
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Your order has been placed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(scene.api.callsTo('POST', '/api/cart/update')).toHaveLength(0);
  });

  it('a double click sends one order, and a retry after a network error reuses the key', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let calls = 0;
    scene.api.on('POST /api/order/place', async ({ body }: RecordedCall) => {
      calls += 1;
      if (calls === 1) return 'network-error';
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ok(placedOrder(body), 201);
    });
    const { router } = await openCheckout();
    await paste(user, deliveryAddress);
    await user.click(placeButton());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.dblClick(placeButton());
    await waitFor(() => expect(placeButton()).toBeDisabled());
    expect(screen.getByText('Placing your order…')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const keys = scene.api.callsTo('POST', '/api/order/place').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a 409 (prices changed) refreshes the cart and says what changed', async () => {
    const user = userEvent.setup();
    scene.api.on(
      'POST /api/order/place',
      () =>
        ({
          status: 409,
          body: {
            success: false,
            code: 'price_changed',
            message:
              'Prices have changed since you opened your cart: the total is now LKR 10,180.00, not LKR 9,180.00.',
          },
        }) as const,
    );
    await openCheckout();
    await paste(user, deliveryAddress);
    scene.api.on('GET /api/product/list', ok(listBody([{ ...shirt, price: 4990 }])));
    await user.click(placeButton());
    const alert = await screen.findByText('Linen Shirt is now LKR 4,990.00 (was LKR 4,490.00).');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/the total is now LKR 10,180.00/);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'CART TOTALS' })).getByText('LKR 10,180.00'),
      ).toBeInTheDocument(),
    );
  });

  it('a 409 (out of stock) names the line, and the short line offers Reduce to what is left', async () => {
    const user = userEvent.setup();
    const message =
      'Only 1 of Linen Shirt in size M is left; you asked for 2. Please reduce it in your cart and place the order again.';
    scene.api.on(
      'POST /api/order/place',
      () =>
        ({
          status: 409,
          body: { success: false, code: 'out_of_stock', message },
        }) as const,
    );
    await openCheckout();
    await paste(user, deliveryAddress);
    scene.api.on('GET /api/product/list', ok(listBody([{ ...shirt, stock: { ...shirt.stock, M: 1 } }])));
    await user.click(placeButton());
    expect((await screen.findAllByRole('alert')).some((alert) => alert.textContent === message)).toBe(true);
    const short = await screen.findByRole('region', { name: 'Not enough in stock' });
    expect(short).toHaveTextContent('Only 1 of Linen Shirt in size M is left; your cart has 2.');
    await user.click(within(short).getByRole('button', { name: 'Reduce Linen Shirt, size M to 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Not enough in stock' })).not.toBeInTheDocument(),
    );
    expect(scene.cart).toEqual({ [shirt._id]: { M: 1 } });
  });

  it('offers the last address used next time', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await paste(user, deliveryAddress);
    await user.click(placeButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/orders'));
    first.unmount();
    scene.cart = { [shirt._id]: { M: 1 } };
    await openCheckout();
    expect(screen.getByLabelText('Street')).toHaveValue('12 Galle Road');
    expect(screen.getByText(/delivery address you used last time/)).toBeInTheDocument();
  });
});
