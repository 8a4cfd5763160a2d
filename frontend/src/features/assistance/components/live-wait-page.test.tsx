import type { MyAssistResponse } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistRequest, assistShopper } from '../../../testing/assistance-fixtures';
import { completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const shopper = assistShopper;
const waitingRequest = assistRequest;

let api: ReturnType<typeof mockApi>;
let mine: MyAssistResponse;

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(shopper);
  mine = { success: true, assist: waitingRequest(), queuePosition: 3 };
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist/mine': () => ok(mine),
    'GET /api/messages/:userId': ok({ success: true, messages: [] }),
    'DELETE /api/assist/:id': () => {
      const closed = mine.assist;
      mine = { success: true, assist: null, queuePosition: null };
      return ok({ success: true, message: 'Your request was cancelled.', assist: closed });
    },
  });
});
afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

const notice = async () => {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Connecting to a Helper' });
  const page = heading.parentElement ?? document.body;
  return within(page).findByText(/queue|joined|No helper/, { selector: '[role="status"]' });
};

describe('/live-wait', () => {
  it('says the real place in the queue, and the new place when the service pushes it', async () => {
    const { assistSocket } = renderApp('/live-wait');
    expect(await notice()).toHaveTextContent('You are number 3 in the queue.');
    act(() =>
      assistSocket.serverEmit('queue_position', {
        requestId: mine.assist?._id,
        userId: shopper.id,
        position: 1,
      }),
    );
    expect(await notice()).toHaveTextContent('You are next in the queue.');
    // The countdown is a timer, which screen readers do not read out every second.
    expect(screen.getByRole('timer')).toHaveTextContent('30 seconds');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('button', { name: 'Accept & Start Chat' })).toBeDisabled();
  });

  it('counts down from 30, rotates the texts every 5 s, and at 0 says honestly that nobody joined yet', async () => {
    // Only intervals are faked: the countdown and rotation run on them, the test's waiting does not.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/live-wait');
    expect(await notice()).toHaveTextContent('You are number 3 in the queue.');
    expect(screen.getByText('Finding the best available helper for you...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('25 seconds');
    expect(screen.getByText('You are in the queue...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Almost connected, please hold on...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 seconds');
    expect(await notice()).toHaveTextContent(
      'No helper has joined yet. You keep your place: you are number 3 in the queue.',
    );
    // The request was not given up.
    expect(api.callsTo('DELETE', `/api/assist/${mine.assist?._id}`)).toHaveLength(0);
  });

  it("announces the helper by name when they join, and 'Accept & Start Chat' opens the chat on /", async () => {
    const user = userEvent.setup();
    localStorage.setItem('chatWidget', JSON.stringify({ open: false, seenId: null }));
    const { assistSocket, router } = renderApp('/live-wait');
    await notice();
    mine = {
      success: true,
      assist: waitingRequest({
        accept: true,
        helperId: '33333333-3333-4333-8333-333333333333',
        helperName: 'Kamala',
      }),
      queuePosition: null,
    };
    act(() =>
      assistSocket.serverEmit('helper_joined', {
        requestId: mine.assist?._id,
        userId: shopper.id,
        helperId: '33333333-3333-4333-8333-333333333333',
        helperName: 'Kamala',
      }),
    );
    expect(await notice()).toHaveTextContent(
      'Kamala has joined and is ready to help you. Select Accept & Start Chat to start chatting. Your helper can see which page you are on and your cart.',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept & Start Chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Kamala is ready to chat. Write to them in the Live chat panel.'),
    ).toBeInTheDocument();
    const widget = await screen.findByRole('complementary', { name: 'Live chat' });
    // The panel reads its messages first ('Loading messages…'), then names the helper.
    expect(
      await within(widget).findByText(
        'Chatting with Kamala. Your helper can see which page you are on and your cart.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('chatWidget') ?? '{}')).toMatchObject({ open: true });
  });

  it('finds the helper within 5 seconds even when the socket’s news was lost (a read on its way answered after it)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { assistSocket } = renderApp('/live-wait');
    expect(await notice()).toHaveTextContent('You are number 3 in the queue.');
    // The socket is up: the 2-second polling of a shopper without it stops.
    act(() => assistSocket.serverEmit('connect'));
    await waitFor(() => expect(api.callsTo('GET', '/api/assist/mine').length).toBeGreaterThan(1));
    const reads = api.callsTo('GET', '/api/assist/mine').length;
    act(() => vi.advanceTimersByTime(4_000));
    expect(api.callsTo('GET', '/api/assist/mine')).toHaveLength(reads);
    // The helper accepted; the socket's "helper joined" never reached this page.
    mine = {
      success: true,
      assist: waitingRequest({
        accept: true,
        helperId: '33333333-3333-4333-8333-333333333333',
        helperName: 'Kamala',
      }),
      queuePosition: null,
    };
    act(() => vi.advanceTimersByTime(1_000));
    expect(await notice()).toHaveTextContent('Kamala has joined and is ready to help you.');
    expect(api.callsTo('GET', '/api/assist/mine').length).toBeGreaterThan(reads);
    // Helped: no more reads on a timer while the socket is up.
    const afterJoin = api.callsTo('GET', '/api/assist/mine').length;
    act(() => vi.advanceTimersByTime(30_000));
    expect(api.callsTo('GET', '/api/assist/mine')).toHaveLength(afterJoin);
  });

  it("'Cancel Request' closes the request and goes to /cancel, which offers to start again or shop", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/live-wait');
    await notice();
    await user.click(screen.getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel'));
    expect(api.callsTo('DELETE', `/api/assist/${waitingRequest()._id}`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start live help again' })).toHaveAttribute(
      'href',
      '/live-start',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/collection');
  });
});
