import type { ChatMessage, MyAssistResponse } from '@store/contracts/assistance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { assistRequest, assistShopper as shopper } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const helperId = '33333333-3333-4333-8333-333333333333';
let api: ReturnType<typeof mockApi>;
let saved: string[] | null;

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(auth({ id: helperId, name: 'Kamala', role: 'helper' }));
  saved = null;
  const request = assistRequest({ accept: true, helperId, helperName: 'Kamala' });
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist': ok({ success: true, assist: [request] }),
    'GET /api/assist/mine': ok({
      success: true,
      assist: null,
      queuePosition: null,
    } satisfies MyAssistResponse),
    'GET /api/messages/:userId': ok({ success: true, messages: [] }),
    'GET /api/assist/replies': () => ok({ success: true, replies: saved }),
    'PUT /api/assist/replies': ({ body }) => {
      saved = (body as { replies: string[] }).replies;
      return ok({ success: true, replies: saved });
    },
    'POST /api/messages': ({ body }) => {
      const sent = body as { content: string; clientMessageId?: string };
      const chatMessage = {
        _id: '00000000-0000-4000-8000-000000000001',
        userId: shopper.id,
        userEmail: shopper.email,
        from: 'assistant',
        content: sent.content,
        audio: null,
        duration: null,
        createdAt: new Date().toISOString(),
        clientMessageId: sent.clientMessageId ?? null,
        lang: 'en',
        attachment: null,
      } satisfies ChatMessage;
      return ok({ success: true, message: 'Sent.', chatMessage, duplicate: false }, 201);
    },
  });
});
afterEach(() => api.restore());

const section = () => screen.findByRole('region', { name: 'Quick replies' }, { timeout: 5000 });

describe('quick replies on the live view', () => {
  it('offers a starter list, sends one with a press, and saves the helper’s own list', async () => {
    const user = userEvent.setup();
    renderApp(`/assis-live?shopper=${shopper.id}`);
    const replies = await section();
    const hello = await within(replies).findByRole('button', {
      name: 'Send: Hello, I am here to help you. What are you looking for today?',
    });
    await user.click(hello);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({
        userId: shopper.id,
        from: 'assistant',
        content: 'Hello, I am here to help you. What are you looking for today?',
      }),
    );

    await user.click(within(replies).getByRole('button', { name: 'Edit quick replies' }));
    const field = within(replies).getByRole('textbox', { name: 'Quick replies, one per line (at most 12)' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue(
      [1, 2, 3, 4].map((n) => t(`helperLive.quick.default${n}` as 'helperLive.quick.default1')).join('\n'),
    );
    await user.clear(field);
    await user.type(field, 'Ayubowan!{Enter}{Enter}  Your order is on its way.  ');
    await user.click(within(replies).getByRole('button', { name: 'Save quick replies' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/assist/replies')[0]?.body).toEqual({
        replies: ['Ayubowan!', 'Your order is on its way.'],
      }),
    );
    expect(await within(replies).findByText('Quick replies saved.')).toHaveAttribute('role', 'status');
    expect(within(replies).getByRole('button', { name: 'Edit quick replies' })).toHaveFocus();
    expect(
      within(replies)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ayubowan!', 'Your order is on its way.', 'Edit quick replies']);
  });

  it('keeps the draft and says why when saving is refused', async () => {
    saved = ['Hi'];
    api.on('PUT /api/assist/replies', () => fail(400, 'replies: at most 12 quick replies.'));
    const user = userEvent.setup();
    renderApp(`/assis-live?shopper=${shopper.id}`);
    const replies = await section();
    await within(replies).findByRole('button', { name: 'Send: Hi' });
    await user.click(within(replies).getByRole('button', { name: 'Edit quick replies' }));
    await user.type(within(replies).getByRole('textbox'), '{Enter}Another');
    await user.click(within(replies).getByRole('button', { name: 'Save quick replies' }));
    expect(await within(replies).findByRole('alert')).toHaveTextContent(
      'The quick replies were not saved: replies: at most 12 quick replies.',
    );
    expect(within(replies).getByRole('textbox')).toHaveValue('Hi\nAnother');
  });

  it('says the limits in the helper’s words before asking the service', async () => {
    saved = [];
    const user = userEvent.setup();
    renderApp(`/assis-live?shopper=${shopper.id}`);
    const replies = await section();
    await user.click(await within(replies).findByRole('button', { name: 'Edit quick replies' }));
    const field = within(replies).getByRole('textbox');
    await user.type(field, Array.from({ length: 13 }, (_, i) => `Reply ${i + 1}`).join('{Enter}'));
    await user.click(within(replies).getByRole('button', { name: 'Save quick replies' }));
    expect(within(replies).getByRole('alert')).toHaveTextContent('At most 12 quick replies: remove 1.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/api/assist/replies')).toHaveLength(0);
    await user.click(within(replies).getByRole('button', { name: 'Cancel' }));
    expect(within(replies).getByRole('button', { name: 'Edit quick replies' })).toHaveFocus();
  });

  it('offers the starter list in the helper’s language', async () => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'si' }));
    activateCatalogue('si', siMessages);
    renderApp(`/assis-live?shopper=${shopper.id}`);
    const replies = await screen.findByRole(
      'region',
      { name: t('helperLive.quick.title') },
      { timeout: 5000 },
    );
    const buttons = await within(replies).findAllByRole('button');
    for (const button of buttons) expect(button).toHaveAccessibleName(/[\u0D80-\u0DFF]/);
  });
});
