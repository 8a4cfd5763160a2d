import type { AvailabilityResponse, HelperStatus, MyAssistResponse } from '@store/contracts/assistance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { assistRequest, assistShopper as shopper } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

let api: ReturnType<typeof mockApi>;
let availability: AvailabilityResponse;
let status: HelperStatus;

beforeEach(() => {
  completeOnboardingFlag();
  availability = { success: true, available: true, typicalWaitMinutes: 3 };
  status = 'available';
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'GET /api/assist/availability': () => ok(availability),
    'GET /api/assist/presence': () => ok({ success: true, status }),
    'PUT /api/assist/presence': ({ body }) => {
      status = (body as { status: HelperStatus }).status;
      return ok({ success: true, status });
    },
    'GET /api/assist': ok({ success: true, assist: [] }),
    'GET /api/assist/mine': ok({
      success: true,
      assist: null,
      queuePosition: null,
    } satisfies MyAssistResponse),
  });
});
afterEach(() => api.restore());

const main = () => within(screen.getByRole('main'));

describe('/live-start says whether a helper is there before the shopper asks', () => {
  it('a helper available now, and the usual wait', async () => {
    renderApp('/live-start');
    expect(
      await screen.findByText(
        'A helper is available now. Lately, the usual wait for a helper was about 3 minutes.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(main().getByRole('link', { name: 'Schedule a Session' })).not.toHaveClass('button--primary');
  });

  it('nobody available: says so, offers booking a time first, and no estimate without recent waits', async () => {
    availability = { success: true, available: false, typicalWaitMinutes: null };
    renderApp('/live-start');
    expect(
      await screen.findByText(
        'No helper is available right now. You can still ask and wait for the next one, or schedule a session for a time that suits you.',
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Schedule a Session' })).toHaveClass('button--primary');
    expect(screen.queryByText(/Lately, the usual wait/)).not.toBeInTheDocument();
  });

  it('says so plainly when it cannot be checked, and asking still works', async () => {
    api.on('GET /api/assist/availability', 'network-error');
    renderApp('/live-start');
    expect(
      await screen.findByText(
        'Whether a helper is available could not be checked just now; you can still ask.',
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Start Live Assistance Now' })).toBeEnabled();
  });
});

describe('/live-wait', () => {
  it('shows the usual wait beside the countdown, and that nobody is available', async () => {
    storeSession(shopper);
    availability = { success: true, available: false, typicalWaitMinutes: 1 };
    api.on('GET /api/assist/mine', () =>
      ok({ success: true, assist: assistRequest(), queuePosition: 2 } satisfies MyAssistResponse),
    );
    renderApp('/live-wait');
    expect(await screen.findByText('Usually about 1 minute.')).toBeInTheDocument();
    expect(
      screen.getByText('No helper is available right now; you keep your place in the queue.'),
    ).toBeInTheDocument();
  });
});

describe('the helper’s Available / Away', () => {
  it('shows the saved status, changes it, and says what it means', async () => {
    storeSession(auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' }));
    const user = userEvent.setup();
    renderApp('/assis-dash');
    const group = await screen.findByRole('group', { name: 'Your status' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Available' })).toBeChecked());
    expect(group).toHaveAccessibleDescription(/shoppers hear that a helper is available/);
    await user.click(within(group).getByRole('radio', { name: 'Away' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/assist/presence')[0]?.body).toEqual({ status: 'away' }),
    );
    expect(
      await screen.findByText('You are away: shoppers hear that no helper is available right now.'),
    ).toHaveAttribute('role', 'status');
    expect(within(group).getByRole('radio', { name: 'Away' })).toBeChecked();
  });
});

describe('the helper’s status when saving fails', () => {
  it('goes back to what is saved, and says why', async () => {
    storeSession(auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' }));
    api.on('PUT /api/assist/presence', 'network-error');
    const user = userEvent.setup();
    renderApp('/assis-dash');
    const group = await screen.findByRole('group', { name: 'Your status' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Available' })).toBeChecked());
    await user.click(within(group).getByRole('radio', { name: 'Away' }));
    expect(await screen.findByText(/^Your status could not be saved:/)).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Available' })).toBeChecked();
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('in %s', (language, catalogue, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
  });

  it('/live-start says availability and the usual wait in the shop’s language', async () => {
    renderApp('/live-start');
    const said = `${t('liveHelp.start.availableNow')} ${t('liveHelp.start.usualWait', { minutes: 3 })}`;
    expect(await screen.findByText(said)).toHaveTextContent(script);
    expect(said).toContain('3');
  });

  it('the helper’s status is named in the helper’s language', async () => {
    storeSession(auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' }));
    renderApp('/assis-dash');
    const group = await screen.findByRole('group', { name: t('helperDashboard.presence.legend') });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toHaveAccessibleName(script);
  });
});
