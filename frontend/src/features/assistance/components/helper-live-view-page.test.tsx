import type { ChatMessage } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistRequest, assistShopper } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { fail, mockApi, ok, type Reply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const helper = auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' });
const shirt = product({ name: 'Linen Shirt', price: 4490 });
const served = assistRequest({ accept: true, helperId: helper.id, helperName: 'Kamala' });
const other = assistRequest({
  _id: '66666666-6666-4666-8666-666666666666',
  userId: '77777777-7777-4777-8777-777777777777',
  name: 'Second Shopper',
  accept: true,
  helperId: helper.id,
  helperName: 'Kamala',
});

const messages: ChatMessage[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  userId: assistShopper.id,
  userEmail: assistShopper.email,
  from: index % 2 === 0 ? 'user' : 'assistant',
  content: `Message number ${index + 1}`,
  audio: null,
  duration: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
  clientMessageId: null,
}));

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  storeSession(helper);
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    'GET /api/assist': ok({ success: true, assist: [served, other] }),
    'GET /api/messages/:userId': (call) =>
      ok({ success: true, messages: call.params.userId === assistShopper.id ? messages : [] }),
    'GET /api/assist/cart/:userId': ok({
      success: true,
      cartData: { [shirt._id]: { M: 1 } },
      cartGrant: { token: 'grant-1', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    }),
  });
});
afterEach(() => api.restore());

describe('/assis-live', () => {
  it('shows the last 10 messages, and earlier ones on request', async () => {
    const user = userEvent.setup();
    renderApp(`/assis-live?shopper=${assistShopper.id}`);
    const log = await screen.findByRole('log', { name: `Messages with ${assistShopper.name}` });
    expect(await within(log).findByText('Message number 12')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(10);
    expect(within(log).queryByText('Message number 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier messages (2 more)' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(12);
    expect(within(log).getByText('Message number 1')).toBeInTheDocument();
  });

  it("shows the shopper's cart with totals and follows it live through cart_watch", async () => {
    const { socket } = renderApp(`/assis-live?shopper=${assistShopper.id}`);
    const cart = await screen.findByRole('region', { name: `${assistShopper.name}'s cart` });
    expect(
      await within(cart).findByText('1 item, total LKR 4,690.00.', { exact: false }),
    ).toBeInTheDocument();
    expect(await within(cart).findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    const watch = socket.emitted.find((sent) => sent.event === 'cart_watch');
    expect(watch?.args[0]).toEqual({ userId: assistShopper.id, grant: 'grant-1' });

    act(() =>
      socket.serverEmit('watched_cart_updated', {
        userId: assistShopper.id,
        cartData: { [shirt._id]: { M: 1, L: 2 } },
      }),
    );
    expect(
      await within(cart).findByText('3 items, total LKR 13,670.00.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('switches between the shoppers the helper serves, and counts what the others wrote meanwhile', async () => {
    const user = userEvent.setup();
    const { assistSocket } = renderApp(`/assis-live?shopper=${assistShopper.id}`);
    const switcher = await screen.findByRole('navigation', { name: 'Shoppers you are helping' });
    act(() =>
      assistSocket.serverEmit('message', {
        ...messages[0],
        _id: '00000000-0000-4000-8000-000000000099',
        userId: other.userId,
        content: 'Are you still there?',
      }),
    );
    expect(await within(switcher).findByRole('link', { name: 'Second Shopper (1 new)' })).toBeInTheDocument();
    expect(screen.getByText('New message from Second Shopper.')).toHaveAttribute('role', 'status');
    expect(within(switcher).getByRole('link', { name: assistShopper.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(switcher).getByRole('link', { name: 'Second Shopper (1 new)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helping Second Shopper' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Say hello to Second Shopper.')).toBeInTheDocument();
    expect(within(switcher).getByRole('link', { name: 'Second Shopper' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  describe('while the shop cannot give the cart', () => {
    const cartReply = ok({
      success: true,
      cartData: { [shirt._id]: { M: 1 } },
      cartGrant: { token: 'grant-2', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    });
    /** The cart route answers `down` until `shopBack()` is called. */
    const cartDownUntilBack = (down: Reply) => {
      let back = false;
      api.restore();
      api = mockApi({
        'GET /api/product/list': ok(listBody([shirt])),
        'GET /api/assist': ok({ success: true, assist: [served, other] }),
        'GET /api/messages/:userId': ok({ success: true, messages }),
        'GET /api/assist/cart/:userId': () => (back ? cartReply : down),
      });
      return () => {
        back = true;
      };
    };

    it('says the cart is unavailable for now, keeps the chat, and shows the cart when asked to try again', async () => {
      const user = userEvent.setup();
      const shopBack = cartDownUntilBack(
        fail(503, 'The shop is not reachable right now, so the cart cannot be shown.'),
      );
      renderApp(`/assis-live?shopper=${assistShopper.id}`);
      const cart = await screen.findByRole('region', { name: `${assistShopper.name}'s cart` });
      expect(
        await within(cart).findByText(
          'The cart is unavailable for now. The shop is not reachable right now, so the cart cannot be shown. It will show again by itself as soon as the shop answers; the chat keeps working meanwhile.',
        ),
      ).toHaveAttribute('role', 'status');
      // The chat beside it is untouched.
      const log = screen.getByRole('log', { name: `Messages with ${assistShopper.name}` });
      expect(within(log).getByText('Message number 12')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: `Message to ${assistShopper.name}` })).toBeEnabled();

      shopBack();
      await user.click(within(cart).getByRole('button', { name: 'Try again now' }));
      expect(
        await within(cart).findByText('1 item, total LKR 4,690.00.', { exact: false }),
      ).toBeInTheDocument();
      expect(within(cart).queryByText(/unavailable for now/)).not.toBeInTheDocument();
      expect(within(cart).queryByRole('button', { name: 'Try again now' })).not.toBeInTheDocument();
    });

    it('recovers by itself when the live help service answers again, and asks for live updates again', async () => {
      const shopBack = cartDownUntilBack('network-error');
      const { socket } = renderApp(`/assis-live?shopper=${assistShopper.id}`);
      const cart = await screen.findByRole('region', { name: `${assistShopper.name}'s cart` });
      expect(
        await within(cart).findByText(
          /^The cart is unavailable for now\. The live help service cannot be reached\./,
        ),
      ).toBeInTheDocument();
      shopBack();
      // Read again every 2 seconds without the helper doing anything.
      expect(
        await within(cart).findByText('1 item, total LKR 4,690.00.', { exact: false }, { timeout: 6000 }),
      ).toBeInTheDocument();
      expect(within(cart).queryByText(/unavailable for now/)).not.toBeInTheDocument();
      await waitFor(() =>
        expect(
          socket.emitted.filter((sent) => sent.event === 'cart_watch').map((sent) => sent.args[0]),
        ).toEqual([{ userId: assistShopper.id, grant: 'grant-2' }]),
      );
    });

    it('keeps showing the cart as last read, marked as such, when the shop goes away after it was shown', async () => {
      let calls = 0;
      let back = false;
      api.restore();
      api = mockApi({
        'GET /api/product/list': ok(listBody([shirt])),
        'GET /api/assist': ok({ success: true, assist: [served, other] }),
        'GET /api/messages/:userId': ok({ success: true, messages }),
        'GET /api/assist/cart/:userId': () => {
          calls += 1;
          return calls <= 2 || back
            ? cartReply
            : fail(503, 'The shop is not answering right now, so the cart cannot be shown.');
        },
      });
      renderApp(`/assis-live?shopper=${assistShopper.id}`);
      const cart = await screen.findByRole('region', { name: `${assistShopper.name}'s cart` });
      expect(
        await within(cart).findByText('1 item, total LKR 4,690.00.', { exact: false }),
      ).toBeInTheDocument();
      // The socket watch has not answered, so the cart is read every 2 seconds; the next read fails.
      expect(
        await within(cart).findByText(
          /^The cart is unavailable for now\. The shop is not answering/,
          undefined,
          {
            timeout: 6000,
          },
        ),
      ).toBeInTheDocument();
      expect(within(cart).getByText('As last read:')).toBeInTheDocument();
      expect(within(cart).getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
      back = true;
      await waitFor(() => expect(within(cart).queryByText(/unavailable for now/)).not.toBeInTheDocument(), {
        timeout: 6000,
      });
      expect(within(cart).queryByText('As last read:')).not.toBeInTheDocument();
    });
  });
});
