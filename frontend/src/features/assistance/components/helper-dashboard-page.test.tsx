import type { AssistRequest } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistRequest } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const helper = auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const older = assistRequest({
  _id: '44444444-4444-4444-8444-444444444444',
  userId: '55555555-5555-4555-8555-555555555555',
  name: 'Older Shopper',
  email: 'older@example.com',
  createdAt: minutesAgo(12),
});
const newer = assistRequest({ name: 'Nimal Perera', createdAt: minutesAgo(2) });

let api: ReturnType<typeof mockApi>;
let open: AssistRequest[];

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(helper);
  open = [newer, older];
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist': () => ok({ success: true, assist: open }),
  });
});
afterEach(() => api.restore());

const cards = async () =>
  within(await screen.findByRole('region', { name: 'Waiting for a helper' })).findAllByRole('listitem');

describe('/assis-dash', () => {
  it('lists the requests longest-waiting first, with name, email, type, when and how long', async () => {
    renderApp('/assis-dash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session Requests' })).toBeInTheDocument();
    const [first, second] = await cards();
    expect(first).toHaveTextContent('Older Shopper');
    expect(first).toHaveTextContent('older@example.com');
    expect(first).toHaveTextContent('Live Assistance');
    expect(first).toHaveTextContent('Recently');
    expect(first).toHaveTextContent('12 minutes');
    expect(second).toHaveTextContent('Nimal Perera');
    expect(second).toHaveTextContent('2 minutes');
  });

  it('adds a new request without a reload and announces it; says when there is none', async () => {
    open = [];
    const { assistSocket } = renderApp('/assis-dash');
    expect(await screen.findByText('No new requests at the moment.')).toBeInTheDocument();
    act(() => assistSocket.serverEmit('request_created', newer));
    expect(await screen.findByRole('button', { name: 'Accept request from Nimal Perera' })).toBeEnabled();
    expect(screen.getByText('New request from Nimal Perera: Live Assistance.')).toBeInTheDocument();
    act(() =>
      assistSocket.serverEmit('request_removed', { _id: newer._id, userId: newer.userId, by: 'shopper' }),
    );
    expect(await screen.findByText('No new requests at the moment.')).toBeInTheDocument();
  });

  it('counts the waiting requests in the tab title, so a helper in another tab sees one arrive', async () => {
    open = [];
    const { assistSocket } = renderApp('/assis-dash');
    expect(await screen.findByText('No new requests at the moment.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Session Requests/);
    act(() => assistSocket.serverEmit('request_created', newer));
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Session Requests/));
    act(() => assistSocket.serverEmit('request_created', older));
    await waitFor(() => expect(document.title).toMatch(/^\(2\) Session Requests/));
    // The heading itself stays the page's name.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Session Requests$/);
    act(() =>
      assistSocket.serverEmit('request_removed', { _id: newer._id, userId: newer.userId, by: 'shopper' }),
    );
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Session Requests/));
  });

  describe('browser notifications', () => {
    const shown: Array<{ title: string; body?: string }> = [];
    let permission: NotificationPermission;
    let visibility: DocumentVisibilityState;
    beforeEach(() => {
      shown.length = 0;
      permission = 'default';
      visibility = 'hidden';
      // The browser's Notification: its permission, the prompt, and each notification shown.
      const FakeNotification = vi.fn(function (title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      });
      Object.defineProperty(FakeNotification, 'permission', { get: () => permission });
      Object.assign(FakeNotification, {
        requestPermission: vi.fn(async () => {
          permission = 'granted';
          return permission;
        }),
      });
      vi.stubGlobal('Notification', FakeNotification);
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    const box = 'Show a browser notification for a new request while this tab is in the background';

    it('asks the browser once chosen, then notifies of a new request only while the tab is in the background', async () => {
      const user = userEvent.setup();
      open = [];
      const { assistSocket } = renderApp('/assis-dash');
      expect(await screen.findByText('No new requests at the moment.')).toBeInTheDocument();
      const choice = screen.getByRole('checkbox', { name: box });
      expect(choice).not.toBeChecked();
      act(() => assistSocket.serverEmit('request_created', newer));
      await screen.findByText('New request from Nimal Perera: Live Assistance.');
      expect(shown).toEqual([]);
      await user.click(choice);
      await waitFor(() => expect(choice).toBeChecked());
      act(() => assistSocket.serverEmit('request_created', older));
      await waitFor(() =>
        expect(shown).toEqual([
          { title: 'Session Requests', body: 'New request from Older Shopper: Live Assistance.' },
        ]),
      );
      visibility = 'visible';
      act(() =>
        assistSocket.serverEmit(
          'request_created',
          assistRequest({ name: 'Third Shopper', createdAt: minutesAgo(1) }),
        ),
      );
      await screen.findByText('New request from Third Shopper: Live Assistance.');
      expect(shown).toHaveLength(1);
    });

    it('says so, and stays off, when the browser refuses', async () => {
      const user = userEvent.setup();
      permission = 'denied';
      renderApp('/assis-dash');
      const choice = await screen.findByRole('checkbox', { name: box });
      await user.click(choice);
      expect(
        await screen.findByText(
          'This browser blocks notifications from the shop. Allow them in its site settings to use this.',
        ),
      ).toBeInTheDocument();
      expect(choice).not.toBeChecked();
    });
  });

  it('says so and drops the request when another helper accepted it first', async () => {
    const user = userEvent.setup();
    api.on('PUT /api/assist/:id', fail(409, 'Another helper has already accepted this request.'));
    renderApp('/assis-dash');
    await user.click(await screen.findByRole('button', { name: 'Accept request from Older Shopper' }));
    expect(
      await screen.findAllByText('Another helper has already accepted the request from Older Shopper.'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Older Shopper')).not.toBeInTheDocument());
  });

  it('opens the live view with the shopper after accepting, and removes a request', async () => {
    const user = userEvent.setup();
    api.on('PUT /api/assist/:id', (call) =>
      ok({
        success: true,
        message: 'Request accepted.',
        assist: { ...open.find((item) => item._id === call.params.id), accept: true, helperId: helper.id },
      }),
    );
    api.on('DELETE /api/assist/:id', (call) => {
      const removed = open.find((item) => item._id === call.params.id);
      open = open.filter((item) => item !== removed);
      return ok({ success: true, message: 'Request removed.', assist: removed });
    });
    api.on('GET /api/messages/:userId', ok({ success: true, messages: [] }));
    api.on(
      'GET /api/assist/cart/:userId',
      ok({ success: true, cartData: {}, cartGrant: { token: 'g', expiresAt: '' } }),
    );
    const { router } = renderApp('/assis-dash');
    await user.click(await screen.findByRole('button', { name: 'Remove request from Nimal Perera' }));
    await waitFor(() => expect(screen.queryByText('Nimal Perera')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Accept request from Older Shopper' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?shopper=${older.userId}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helping Older Shopper' }),
    ).toBeInTheDocument();
  });

  it('has its own dark mode switch, remembered', async () => {
    const user = userEvent.setup();
    renderApp('/assis-dash');
    const dark = await screen.findByRole('checkbox', { name: 'Dark mode' });
    await user.click(dark);
    expect(dark).toBeChecked();
    expect(localStorage.getItem('helperDashboardDark')).toBe('on');
  });

  it('tells a shopper plainly that the page is not for them', async () => {
    storeSession(auth());
    renderApp('/assis-dash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/assist')).toHaveLength(0);
  });
});
