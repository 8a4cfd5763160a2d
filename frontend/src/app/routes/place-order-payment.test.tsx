import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readLastAddress } from '../../features/checkout';
import {
  checkoutConfig,
  deliveryAddress,
  noCard,
  openCheckout,
  paste,
  placeButton,
  shirt,
  setUpCheckoutScene,
} from '../../testing/checkout-scene';
import { auth } from '../../testing/fixtures';
import { ok } from '../../testing/mock-api';

const scene = setUpCheckoutScene();

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
    scene.api.on('GET /api/config', ok(checkoutConfig({ available: true, provider: 'sandbox' })));
    scene.api.on(
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
      await paste(user, deliveryAddress);
      await user.click(placeButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/s/1'));
      expect(scene.api.callsTo('POST', '/api/order/place')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('payment choice: PayHere (issue 25)', () => {
  const payhereName = 'PayHere: Visa, Mastercard or American Express card, or a local wallet or bank account';
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
    scene.api.on('GET /api/config', ok(checkoutConfig(noCard, { available: true, provider: 'payhere' })));
    scene.api.on(
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
      await paste(user, deliveryAddress);
      await user.click(placeButton());
      await waitFor(() => expect(submitted).toHaveLength(1));

      const [call] = scene.api.callsTo('POST', '/api/order/payhere');
      expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
      expect(call?.body).toMatchObject({ amount: 9180, items: [{ _id: shirt._id, size: 'M', quantity: 2 }] });
      expect(scene.api.callsTo('POST', '/api/order/place')).toHaveLength(0);
      expect(scene.api.callsTo('POST', '/api/order/stripe')).toHaveLength(0);

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
    scene.api.on('GET /api/config', ok(checkoutConfig(noCard, { available: true, provider: 'payhere' })));
    scene.api.on('POST /api/order/payhere', {
      status: 503,
      body: { success: false, code: 'payhere_unavailable', message: 'PayHere is not set up on this store.' },
    });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    try {
      await openCheckout();
      await user.click(await screen.findByRole('radio', { name: payhereName }));
      await paste(user, deliveryAddress);
      await user.click(placeButton());
      expect(await screen.findByText('PayHere is not set up on this store.')).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
    }
  });
});
