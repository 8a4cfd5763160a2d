import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastAddress } from '../../features/checkout';
import { activateCatalogue } from '../../i18n/i18n';
import type { CartData } from '@store/contracts/cart';
import type { Order } from '@store/contracts/orders';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok, type RecordedCall } from '../../testing/mock-api';
import { orderOf } from '../../testing/orders';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', price: 4490 });

type Availability = { available: boolean; reason?: string; provider?: string };

const config = (card: Availability, payhere: Availability = { available: false }) => ({
  success: true,
  demoMode: false,
  demoAccounts: [],
  payments: { cod: { available: true }, card, payhere },
  uploads: { storage: 'local' },
  mail: { transport: 'files' },
  assistanceUrl: 'http://localhost:4100',
});

/** The server's answer to a placed order: the order as the API would store it. */
const placedOrder = (body: unknown) => {
  const { address } = body as { address: Order['address'] };
  return {
    success: true,
    message: 'Order placed',
    order: orderOf([{ product: shirt, size: 'M', quantity: 2 }], {
      address: { ...address, state: address.state ?? '' },
    }),
  };
};

let api: ReturnType<typeof mockApi>;
let cart: CartData;
beforeEach(() => {
  completeOnboardingFlag();
  cart = { [shirt._id]: { M: 2 } };
  api = mockApi({
    'GET /api/config': ok(config({ available: false, reason: 'Card payments are not set up in this shop.' })),
    'GET /api/product/list': ok(listBody([shirt])),
    'POST /api/cart/get': () => ok({ success: true, cartData: cart }),
    'POST /api/cart/update': ({ body }) => {
      const { itemId, size, quantity } = body as { itemId: string; size: string; quantity: number };
      cart = quantity === 0 ? {} : { ...cart, [itemId]: { [size]: quantity } };
      return ok({ success: true, cartData: cart });
    },
    'POST /api/order/place': ({ body }) => {
      cart = {}; // as the server does: a cash order empties the stored cart
      return ok(placedOrder(body), 201);
    },
    'POST /api/order/userorders': ok({ success: true, orders: [] }),
  });
});
afterEach(() => api.restore());

const address = {
  'First name': 'නිමාලි',
  'Last name': "O'Brien",
  Email: 'nimali@example.lk',
  Street: '12 Galle Road',
  City: 'Colombo',
  Zipcode: '00300',
  Country: 'Sri Lanka',
  'Phone number': '0771234567',
};

async function openCheckout() {
  storeSession(auth());
  const view = renderApp('/place-order');
  await screen.findByRole('heading', { level: 1, name: 'PLACE ORDER' });
  await screen.findByLabelText('First name');
  return view;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: false });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** Each value pasted whole: for the tests of what the form does once filled, not of its keystroke rules. */
async function paste(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label, { exact: false }));
    if (value) await user.paste(value);
  }
}

const placeButton = () => screen.getByRole('button', { name: 'PLACE ORDER' });

describe('/place-order access', () => {
  it('sends a guest to /login, and back to the checkout after signing in, with the cart kept', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { M: 1 } }));
    api.on('POST /api/user/login', ok(auth()));
    api.on('POST /api/cart/merge', ({ body }) => {
      cart = (body as { cartData: CartData }).cartData ?? cart;
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
    cart = {};
    storeSession(auth());
    renderApp('/place-order');
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });
});

describe('delivery form rules (spec §5)', () => {
  it('blocks other keystrokes in letters-only fields with the message tied to the field', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const firstName = screen.getByLabelText('First name');
    await user.type(firstName, 'Nim4li');
    expect(firstName).toHaveValue('Nimli');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter only letters.');
    await user.tab();
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveValue('Nimli');
  });

  it("accepts any script's letters, space, hyphen, apostrophe and full stop", async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, {
      'First name': 'Jean-Luc',
      'Last name': "O'Brien",
      City: 'කොළඹ',
      State: 'St. Anne',
      Country: 'இலங்கை',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Jean-Luc');
    expect(screen.getByLabelText('Last name')).toHaveValue("O'Brien");
    expect(screen.getByLabelText('City')).toHaveValue('කොළඹ');
    expect(screen.getByLabelText('State', { exact: false })).toHaveValue('St. Anne');
    expect(screen.getByLabelText('Country')).toHaveValue('இலங்கை');
    for (const label of ['First name', 'Last name', 'City', 'Country'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
  });

  it('phone takes digits only and exactly 10; email, zipcode and required fields say why', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '077a');
    expect(phone).toHaveValue('077');
    expect(phone).toHaveAccessibleDescription(/Please enter only numbers\./);
    await fill(user, { ...address, 'Phone number': '077123456', Email: 'nimali@example', Zipcode: '-1' });
    await user.click(placeButton());
    expect(phone).toHaveAccessibleDescription(/Phone number must be exactly 10 digits\./);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Zipcode')).toHaveAccessibleDescription(
      'Zipcode must be greater than or equal to 0.',
    );
    expect(api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it("a blocked submit shows 'Please fix the errors before submitting.' and focuses the first wrong field", async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, { ...address, City: '' });
    await user.clear(screen.getByLabelText('City'));
    await user.click(placeButton());
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeInTheDocument();
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('City is required.');
    expect(api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it('every field has its autocomplete token', async () => {
    await openCheckout();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Zipcode')).toHaveAttribute('autocomplete', 'postal-code');
  });
});

describe('payment choice', () => {
  it('cash on delivery is the default; card is shown unavailable with the reason', async () => {
    await openCheckout();
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    const cash = within(group).getByRole('radio', { name: 'CASH ON DELIVERY' });
    const card = within(group).getByRole('radio', { name: /Card/ });
    expect(cash).toBeChecked();
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription(/Card payments are not set up in this shop\./);
  });

  it('card, when available, sends the browser to the payment page', async () => {
    const user = userEvent.setup();
    api.on('GET /api/config', ok(config({ available: true, provider: 'sandbox' })));
    api.on(
      'POST /api/order/stripe',
      ok({
        success: true,
        message: 'ok',
        session_url: 'https://pay.test/s/1',
        orderId: '6b0c1c8e-5a9c-4c1e-9a53-0000000000c1',
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await openCheckout();
      const card = await screen.findByRole('radio', { name: /Card/ });
      await waitFor(() => expect(card).toBeEnabled());
      await user.click(card);
      await paste(user, address);
      await user.click(placeButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/s/1'));
      expect(api.callsTo('POST', '/api/order/place')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('payment choice: PayHere (issue 25)', () => {
  const payhereName = 'PayHere: Visa, Mastercard or American Express card, or a local wallet or bank account';
  const noCard = { available: false, reason: 'Card payments are not set up in this shop.' };
  const checkout = {
    action: 'https://sandbox.payhere.lk/pay/checkout',
    fields: {
      merchant_id: '1211149',
      return_url: 'http://shop.test/orders?payment=success&provider=payhere',
      cancel_url: 'http://shop.test/orders?payment=cancelled&provider=payhere',
      notify_url: 'http://shop.test/api/payments/payhere/notify',
      order_id: '6b0c1c8e-5a9c-4c1e-9a53-0000000000d1',
      items: 'Linen Shirt × 2',
      currency: 'LKR',
      amount: '9180.00',
      first_name: 'නිමාලි',
      hash: '0F1E2D3C4B5A69788796A5B4C3D2E1F0',
    },
  };

  it('is not offered when the shop has no PayHere settings', async () => {
    await openCheckout();
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByRole('radio', { name: /PayHere/ })).not.toBeInTheDocument();
  });

  it("places the order with PayHere, then posts the server's form to PayHere's page", async () => {
    const user = userEvent.setup();
    api.on('GET /api/config', ok(config(noCard, { available: true, provider: 'payhere' })));
    api.on(
      'POST /api/order/payhere',
      ok({ success: true, message: 'ok', orderId: checkout.fields.order_id, checkout }, 201),
    );
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    try {
      await openCheckout();
      const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
      const payhere = await within(group).findByRole('radio', { name: payhereName });
      // PayHere takes cards: the unavailable card option is not shown beside it.
      expect(within(group).getAllByRole('radio')).toHaveLength(2);
      await user.click(payhere);
      expect(payhere).toBeChecked();
      await paste(user, address);
      await user.click(placeButton());
      await waitFor(() => expect(submitted).toHaveLength(1));

      const [call] = api.callsTo('POST', '/api/order/payhere');
      expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
      expect(call?.body).toMatchObject({ amount: 9180, items: [{ _id: shirt._id, size: 'M', quantity: 2 }] });
      expect(api.callsTo('POST', '/api/order/place')).toHaveLength(0);
      expect(api.callsTo('POST', '/api/order/stripe')).toHaveLength(0);

      const [form] = submitted;
      expect(form?.isConnected).toBe(true);
      expect(form?.method).toBe('post');
      expect(form?.action).toBe(checkout.action);
      expect(
        [...(form?.elements ?? [])].every((input) => (input as HTMLInputElement).type === 'hidden'),
      ).toBe(true);
      expect(Object.fromEntries(new FormData(form))).toEqual(checkout.fields);
      // As before a card payment: the address is offered next time.
      expect(readLastAddress(auth().id)?.street).toBe('12 Galle Road');
    } finally {
      submit.mockRestore();
      for (const form of submitted) form.remove();
    }
  });

  it("says the server's refusal and posts nothing when PayHere is not set up after all", async () => {
    const user = userEvent.setup();
    api.on('GET /api/config', ok(config(noCard, { available: true, provider: 'payhere' })));
    api.on('POST /api/order/payhere', {
      status: 503,
      body: { success: false, code: 'payhere_unavailable', message: 'PayHere is not set up on this store.' },
    });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    try {
      await openCheckout();
      await user.click(await screen.findByRole('radio', { name: payhereName }));
      await paste(user, address);
      await user.click(placeButton());
      expect(await screen.findByText('PayHere is not set up on this store.')).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
    }
  });
});

describe('PLACE ORDER', () => {
  it('places a cash order with the totals, clears the cart, says so and goes to /orders', async () => {
    const user = userEvent.setup();
    const { router } = await openCheckout();
    await paste(user, address);
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [call] = api.callsTo('POST', '/api/order/place');
    expect(call?.body).toMatchObject({
      amount: 9180,
      items: [{ _id: shirt._id, size: 'M', quantity: 2 }],
      address: { firstName: 'නිමාලි', lastName: "O'Brien", phone: '0771234567', state: '' },
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Your order has been placed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(0);
  });

  it('a double click sends one order, and a retry after a network error reuses the key', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let calls = 0;
    api.on('POST /api/order/place', async ({ body }: RecordedCall) => {
      calls += 1;
      if (calls === 1) return 'network-error';
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ok(placedOrder(body), 201);
    });
    const { router } = await openCheckout();
    await paste(user, address);
    await user.click(placeButton());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.dblClick(placeButton());
    await waitFor(() => expect(placeButton()).toBeDisabled());
    expect(screen.getByText('Placing your order…')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const keys = api.callsTo('POST', '/api/order/place').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a 409 (prices changed) refreshes the cart and says what changed', async () => {
    const user = userEvent.setup();
    api.on(
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
    await paste(user, address);
    api.on('GET /api/product/list', ok(listBody([{ ...shirt, price: 4990 }])));
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
    api.on(
      'POST /api/order/place',
      () =>
        ({
          status: 409,
          body: { success: false, code: 'out_of_stock', message },
        }) as const,
    );
    await openCheckout();
    await paste(user, address);
    api.on('GET /api/product/list', ok(listBody([{ ...shirt, stock: { ...shirt.stock, M: 1 } }])));
    await user.click(placeButton());
    expect((await screen.findAllByRole('alert')).some((alert) => alert.textContent === message)).toBe(true);
    const short = await screen.findByRole('region', { name: 'Not enough in stock' });
    expect(short).toHaveTextContent('Only 1 of Linen Shirt in size M is left; your cart has 2.');
    await user.click(within(short).getByRole('button', { name: 'Reduce Linen Shirt, size M to 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Not enough in stock' })).not.toBeInTheDocument(),
    );
    expect(cart).toEqual({ [shirt._id]: { M: 1 } });
  });

  it('offers the last address used next time', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    await paste(user, address);
    await user.click(placeButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/orders'));
    first.unmount();
    cart = { [shirt._id]: { M: 1 } };
    await openCheckout();
    expect(screen.getByLabelText('Street')).toHaveValue('12 Galle Road');
    expect(screen.getByText(/delivery address you used last time/)).toBeInTheDocument();
  });
});

describe.each([
  [
    'si',
    siMessages,
    /[\u0D80-\u0DFF]/,
    'නගරය අවශ්‍යයි.',
    'කරුණාකර අකුරු පමණක් ඇතුළත් කරන්න.',
    'යැවීමට පෙර කරුණාකර දෝෂ නිවැරදි කරන්න.',
  ],
  [
    'ta',
    taMessages,
    /[\u0B80-\u0BFF]/,
    'நகரம் அவசியம்.',
    'எழுத்துகளை மட்டும் உள்ளிடவும்.',
    'சமர்ப்பிக்கும் முன் பிழைகளைத் திருத்தவும்.',
  ],
] as const)('/place-order in %s', (language, messages, script, cityRequired, onlyLetters, fixErrors) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  async function openTranslatedCheckout() {
    storeSession(auth());
    renderApp('/place-order');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    return within(await screen.findByRole('main')).findAllByRole('textbox');
  }

  it('labels the form and the payment choice in the language, and says the rules in it', async () => {
    const user = userEvent.setup();
    const [firstName] = await openTranslatedCheckout();
    for (const box of within(screen.getByRole('main')).getAllByRole('textbox')) {
      expect(box).toHaveAccessibleName(script);
    }
    const payment = screen.getByRole('group', { name: script });
    for (const choice of within(payment).getAllByRole('radio')) expect(choice).toHaveAccessibleName(script);
    // The server's reason for no cards is English: the option gives its own instead.
    expect(within(payment).getAllByRole('radio')[0]).toHaveAccessibleDescription(script);
    if (!firstName) throw new Error('no first name box');
    await user.type(firstName, 'Nim4li');
    expect(firstName).toHaveAccessibleDescription(onlyLetters);

    const place = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    expect(place).toHaveAccessibleName(script);
    if (place) await user.click(place);
    const city = screen
      .getAllByRole('textbox')
      .find((box) => box.getAttribute('autocomplete') === 'address-level2');
    expect(city).toHaveAccessibleDescription(cityRequired);
    expect(await screen.findByText(fixErrors)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it("says the server's refusal in the language, from the answer's code and details", async () => {
    const user = userEvent.setup();
    api.on(
      'POST /api/order/place',
      () =>
        ({
          status: 409,
          body: {
            success: false,
            code: 'out_of_stock',
            message: 'Only 1 of Linen Shirt in size M is left; you asked for 2.',
            details: { productId: shirt._id, name: 'Linen Shirt', size: 'M', requested: 2, available: 1 },
          },
        }) as const,
    );
    const boxes = await openTranslatedCheckout();
    const values = [
      'නිමාලි',
      'Perera',
      'nimali@example.lk',
      '12 Galle Road',
      'Colombo',
      '',
      '00300',
      'Sri Lanka',
      '0771234567',
    ];
    for (const [index, box] of boxes.entries()) if (values[index]) await user.type(box, values[index] ?? '');
    const place = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    if (place) await user.click(place);
    const alerts = await screen.findAllByRole('alert');
    const said = alerts.find(
      (alert) => alert.textContent?.includes('Linen Shirt') && script.test(alert.textContent),
    );
    expect(said).toBeDefined();
    expect(said?.textContent).not.toContain('asked for');
  });
});
