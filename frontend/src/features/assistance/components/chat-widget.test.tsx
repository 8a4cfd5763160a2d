import type { ChatMessage, MyAssistResponse, SendMessageBody } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assistRequest as waitingRequest,
  assistShopper as shopper,
} from '../../../testing/assistance-fixtures';
import { completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { mockApi, ok, type Reply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

let seq = 0;

function chatMessage(from: ChatMessage['from'], content: string, clientMessageId: string | null = null) {
  seq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    userId: shopper.id,
    userEmail: shopper.email,
    from,
    content,
    audio: null,
    duration: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, seq)).toISOString(),
    clientMessageId,
  } satisfies ChatMessage;
}

let api: ReturnType<typeof mockApi>;
let mine: MyAssistResponse;
let stored: ChatMessage[];
let sendReply: (body: SendMessageBody) => Reply;

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(shopper);
  stored = [];
  mine = {
    success: true,
    assist: waitingRequest({
      accept: true,
      helperId: '33333333-3333-4333-8333-333333333333',
      helperName: 'Kamala',
    }),
    queuePosition: null,
  };
  // The server: one message per clientMessageId, as the assistance service does.
  sendReply = (body) => {
    const earlier = stored.find((message) => message.clientMessageId === body.clientMessageId);
    if (earlier) return ok({ success: true, message: 'dup', chatMessage: earlier, duplicate: true });
    const created = chatMessage('user', body.content, body.clientMessageId ?? null);
    stored.push(created);
    return ok({ success: true, message: 'Message sent.', chatMessage: created, duplicate: false }, 201);
  };
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist/mine': () => ok(mine),
    'GET /api/messages/:userId': (call) => {
      const after = call.query.get('after');
      const index = after ? stored.findIndex((message) => message._id === after) : -1;
      return ok({ success: true, messages: stored.slice(index + 1) });
    },
    'POST /api/messages': (call) => sendReply(call.body as SendMessageBody),
  });
});
afterEach(() => api.restore());

const widget = () => screen.findByRole('complementary', { name: 'Live chat' });
const log = async () => within(await widget()).findByRole('log');

describe('chat widget', () => {
  it('is open by default, minimises and reopens, and remembers the choice on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    expect(within(await widget()).getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    await user.click(within(await widget()).getByRole('button', { name: 'Minimise' }));
    const reopen = within(await widget()).getByRole('button', { name: 'Live chat' });
    expect(reopen).toHaveAttribute('aria-expanded', 'false');
    // The focus is not dropped: it moves to the control that took the pressed one's place, and back.
    expect(reopen).toHaveFocus();
    await user.click(reopen);
    expect(within(await widget()).getByRole('heading', { name: 'Live chat' })).toHaveFocus();
    await user.click(within(await widget()).getByRole('button', { name: 'Minimise' }));
    first.unmount();

    renderApp('/collection');
    const button = within(await widget()).getByRole('button', { name: 'Live chat' });
    await user.click(button);
    expect(within(await widget()).getByRole('button', { name: 'Minimise' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('chatWidget') ?? '{}')).toMatchObject({ open: true });
  });

  it('shows how many helper messages came while it was minimised', async () => {
    const user = userEvent.setup();
    stored = [chatMessage('user', 'Hello'), chatMessage('assistant', 'Hi, I am Kamala')];
    const { assistSocket } = renderApp('/');
    expect(await within(await log()).findByText('Hi, I am Kamala')).toBeInTheDocument();
    await user.click(within(await widget()).getByRole('button', { name: 'Minimise' }));

    const reply = chatMessage('assistant', 'The linen shirt comes in M');
    stored.push(reply);
    act(() => assistSocket.serverEmit('message', reply));
    const open = await within(await widget()).findByRole('button', { name: 'Live chat 1 unread' });
    expect(within(await widget()).getByRole('status')).toHaveTextContent('1 unread message from your helper');
    await user.click(open);
    expect(await within(await log()).findByText('The linen shirt comes in M')).toBeInTheDocument();
  });

  it('names the helper on their messages, in a log region', async () => {
    stored = [chatMessage('assistant', 'Welcome!')];
    renderApp('/');
    const item = (await within(await log()).findByText('Welcome!')).closest('li');
    expect(item).toHaveTextContent('Kamala (helper)');
  });

  it('does not send an empty or spaces-only message, and says why', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const input = await within(await widget()).findByRole('textbox', { name: 'Message' });
    await user.click(within(await widget()).getByRole('button', { name: 'Send' }));
    await user.type(input, '    ');
    await user.keyboard('{Enter}');
    expect(within(await widget()).getByText('Type a message first.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('shows a message once when it arrives by socket and again by polling', async () => {
    const user = userEvent.setup();
    const { assistSocket } = renderApp('/');
    const input = await within(await widget()).findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Where is my size?{Enter}');
    expect(await within(await log()).findByText('Where is my size?')).toBeInTheDocument();
    // The same stored message pushed by the socket, and read again by the 2-second poll.
    act(() => assistSocket.serverEmit('message', stored[0]));
    const reply = chatMessage('assistant', 'Size M is in stock');
    stored.push(reply);
    act(() => assistSocket.serverEmit('message', reply));
    await waitFor(() => expect(api.callsTo('GET', `/api/messages/${shopper.id}`).length).toBeGreaterThan(1), {
      timeout: 3000,
    });
    const items = within(await log()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.chat-message__text')?.textContent)).toEqual([
      'Where is my size?',
      'Size M is in stock',
    ]);
  });

  it('keeps a message typed while offline and sends it once when the connection is back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    sendReply = () => 'network-error';
    const input = await within(await widget()).findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Are you there?{Enter}');
    expect(
      await within(await log()).findByText('Not sent yet: it will be sent when the connection is back.'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(1);

    // Back online. The first try got through but its answer was lost: the retry must not store it twice.
    let attempts = 0;
    sendReply = (body) => {
      attempts += 1;
      const created = chatMessage('user', body.content, body.clientMessageId ?? null);
      stored.push(created);
      return attempts === 1
        ? 'network-error'
        : ok({ success: true, message: 'Message sent.', chatMessage: created, duplicate: false });
    };
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(attempts).toBe(1));
    sendReply = (body) => {
      const earlier = stored.find((message) => message.clientMessageId === body.clientMessageId);
      return ok({
        success: true,
        message: 'Message already received.',
        chatMessage: earlier,
        duplicate: true,
      });
    };
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(screen.getByRole('log')).queryByText(/Not sent yet/)).toBeNull());

    const sends = api.callsTo('POST', '/api/messages').map((call) => call.body as SendMessageBody);
    expect(new Set(sends.map((body) => body.clientMessageId)).size).toBe(1);
    expect(stored.filter((message) => message.content === 'Are you there?')).toHaveLength(1);
    expect(within(screen.getByRole('log')).getAllByText('Are you there?')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(0);
  });

  it('offers to start live help instead of an empty chat when no request is open', async () => {
    mine = { success: true, assist: null, queuePosition: null };
    renderApp('/');
    const link = await within(await widget()).findByRole('link', { name: 'Start live help' });
    expect(link).toHaveAttribute('href', '/live-start');
    expect(within(await widget()).queryByRole('log')).not.toBeInTheDocument();
  });

  it('shows on the introduction too, open, and says live help opens after it', async () => {
    localStorage.removeItem('onboardingComplete');
    localStorage.removeItem('token');
    localStorage.removeItem('userInfo');
    renderApp('/');
    expect(
      await within(await widget()).findByText(
        /Live help opens once you have finished this short introduction/,
      ),
    ).toBeInTheDocument();
    expect(within(await widget()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('announces the helper joining when the shopper is on another page', async () => {
    mine = { success: true, assist: waitingRequest(), queuePosition: 2 };
    const { assistSocket } = renderApp('/collection');
    const status = await within(await widget()).findByText(/Waiting for a helper/);
    expect(status).toHaveAttribute('role', 'status');
    act(() =>
      assistSocket.serverEmit('helper_joined', {
        requestId: waitingRequest()._id,
        userId: shopper.id,
        helperId: '33333333-3333-4333-8333-333333333333',
        helperName: 'Kamala',
      }),
    );
    expect(
      await within(await widget()).findByText(
        'Chatting with Kamala. Your helper can see which page you are on and your cart.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('lets the shopper end the session', async () => {
    const user = userEvent.setup();
    api.on('DELETE /api/assist/:id', () => {
      const closed = mine.assist;
      mine = { success: true, assist: null, queuePosition: null };
      return ok({ success: true, message: 'Your request was cancelled.', assist: closed });
    });
    renderApp('/');
    await user.click(await within(await widget()).findByRole('button', { name: 'End session' }));
    expect(await within(await widget()).findByRole('link', { name: 'Start live help' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/assist/${waitingRequest()._id}`)).toHaveLength(1);
  });
});
