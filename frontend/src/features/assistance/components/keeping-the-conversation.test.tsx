// Keeping a live help conversation, as the shopper sees it in the chat widget: downloading it as a text file,
// and having the shop mail it to them (during the session and after it ends, in the language on screen).
import type { ChatMessage, MyAssistResponse } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { assistRequest, assistShopper as shopper, helperMessage } from '../../../testing/assistance-fixtures';
import { completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { fakeSocket, renderApp } from '../../../testing/render-app';

const shirt = product({ name: 'Linen Shirt' });
const SOON = { timeout: 5000 };
let api: ReturnType<typeof mockApi>;
let stored: ChatMessage[];
let mine: MyAssistResponse;

beforeEach(() => {
  completeOnboardingFlag();
  stored = [];
  mine = {
    success: true,
    assist: assistRequest({
      accept: true,
      helperId: '33333333-3333-4333-8333-333333333333',
      helperName: 'Kamala',
    }),
    queuePosition: null,
  };
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    'GET /api/product/:id': ok({ success: true, product: shirt }),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'GET /api/assist/mine': () => ok(mine),
    'GET /api/messages/:userId': () => ok({ success: true, messages: stored }),
  });
});
afterEach(() => api.restore());

const widget = () => screen.findByRole('complementary', { name: 'Live chat' });

describe('keeping the conversation', () => {
  it('is offered during the session and still after the helper ended it', async () => {
    storeSession(shopper);
    stored = [helperMessage('Linen Shirt', { kind: 'product', productId: shirt._id })];
    const assistSocket = fakeSocket();
    renderApp('/about', { assistSocket });
    const chat = await widget();
    expect(
      await within(chat).findByRole('button', { name: 'Download the conversation' }, SOON),
    ).toBeInTheDocument();
    act(() =>
      assistSocket.serverEmit('request_removed', { _id: mine.assist?._id, userId: shopper.id, by: 'helper' }),
    );
    expect(await within(chat).findByText(/Your helper ended the session/)).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Download the conversation' })).toBeInTheDocument();
  });
});

describe('the conversation by mail', () => {
  const mailButton = 'Email me the conversation';

  it('is mailed on request during the session and after it, in the language on screen', async () => {
    storeSession(shopper);
    stored = [helperMessage('Linen Shirt', { kind: 'product', productId: shirt._id })];
    api.on('POST /api/assist/transcript-mail', () =>
      ok({ success: true, message: 'On its way.', messages: 1, omitted: 0 }, 202),
    );
    const user = userEvent.setup();
    const assistSocket = fakeSocket();
    renderApp('/about', { assistSocket });
    const chat = await widget();
    await user.click(await within(chat).findByRole('button', { name: mailButton }, SOON));
    expect(
      await screen.findByText(`The conversation is on its way to ${shopper.email}.`, {}, SOON),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/assist/transcript-mail').map((call) => call.body)).toEqual([
      { language: 'en' },
    ]);

    act(() =>
      assistSocket.serverEmit('request_removed', { _id: mine.assist?._id, userId: shopper.id, by: 'helper' }),
    );
    await within(chat).findByText(/Your helper ended the session/);
    await user.click(within(chat).getByRole('button', { name: mailButton }));
    await waitFor(() => expect(api.callsTo('POST', '/api/assist/transcript-mail')).toHaveLength(2));
  });

  it('says plainly when it could not be mailed, or there was nothing to mail', async () => {
    storeSession(shopper);
    stored = [helperMessage('Linen Shirt', null)];
    api.on('POST /api/assist/transcript-mail', fail(503, 'The main API did not answer.'));
    const user = userEvent.setup();
    renderApp('/about');
    const chat = await widget();
    await user.click(await within(chat).findByRole('button', { name: mailButton }, SOON));
    expect(
      await screen.findByText(
        'The conversation could not be mailed just now. Please try again in a moment.',
        {},
        SOON,
      ),
    ).toBeInTheDocument();
    api.on('POST /api/assist/transcript-mail', fail(409, 'No messages yet.'));
    await user.click(within(chat).getByRole('button', { name: mailButton }));
    expect(await screen.findByText('There is no conversation to mail yet.', {}, SOON)).toBeInTheDocument();
    api.on('POST /api/assist/transcript-mail', fail(429, 'Please wait.'));
    await user.click(within(chat).getByRole('button', { name: mailButton }));
    expect(
      await screen.findByText(
        'You asked for the conversation by mail a few times just now. Please wait a few minutes and ask again.',
        {},
        SOON,
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)('is offered and asked for in %s', async (language, catalogue, script) => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
    storeSession(shopper);
    stored = [helperMessage('Linen Shirt', null)];
    api.on('POST /api/assist/transcript-mail', () =>
      ok({ success: true, message: 'On its way.', messages: 1, omitted: 0 }, 202),
    );
    const user = userEvent.setup();
    renderApp('/about');
    const chat = await screen.findByRole('complementary', { name: t('chat.title') });
    const button = await within(chat).findByRole('button', { name: t('chat.transcript.mail') }, SOON);
    expect(button).toHaveAccessibleName(script);
    await user.click(button);
    expect(
      await screen.findByText(t('chat.transcript.mailed', { email: shopper.email }), {}, SOON),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/assist/transcript-mail')[0]?.body).toEqual({ language });
  });
});
