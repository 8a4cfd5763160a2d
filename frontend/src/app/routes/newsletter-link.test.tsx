// The newsletter's mailed links: confirming and unsubscribing take one press, said in the page's status; a
// link that does not work says so in its alert.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeOnboardingFlag } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = `6b0c1c8e-5a9c-4c1e-9a53-00000000dead.${'A'.repeat(43)}`;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'POST /api/newsletter/confirm': ({ body }) =>
      (body as { token: string }).token === TOKEN
        ? ok({ success: true, message: "You're subscribed" })
        : {
            status: 400,
            body: {
              success: false,
              code: 'newsletter_link_invalid',
              message: 'This newsletter link does not work.',
            },
          },
    'POST /api/newsletter/unsubscribe/:token': ok({ success: true, message: 'You are unsubscribed' }),
  });
});
afterEach(() => api.restore());

describe('newsletter links', () => {
  it('confirms with one press, and nothing before it', async () => {
    const user = userEvent.setup();
    renderApp(`/newsletter/confirm/${TOKEN}`);
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Confirm your newsletter' }),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/newsletter/confirm')).toHaveLength(0);
    await user.click(within(main).getByRole('button', { name: 'Confirm my subscription' }));
    expect(await within(main).findByText("You're subscribed. Thank you!")).toHaveAttribute('role', 'status');
    expect(within(main).getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
  });

  it('says a link that does not work', async () => {
    const user = userEvent.setup();
    renderApp(`/newsletter/confirm/${'0'.repeat(36)}.${'B'.repeat(43)}`);
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Confirm my subscription' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent('This newsletter link does not work.');
  });

  it('unsubscribes with one press', async () => {
    const user = userEvent.setup();
    renderApp(`/newsletter/unsubscribe/${TOKEN}`);
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Unsubscribe' }));
    expect(await within(main).findByRole('status')).toHaveTextContent(
      'You are unsubscribed. We will send you no more newsletters.',
    );
    expect(api.callsTo('POST', `/api/newsletter/unsubscribe/${encodeURIComponent(TOKEN)}`)).toHaveLength(1);
  });
});
