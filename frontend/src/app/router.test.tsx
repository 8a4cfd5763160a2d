import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assistanceStep,
  comparePricesStep,
  onboardingSteps,
  taskbarFeatures,
  taskbarStep,
  voiceOverStep,
} from '../config/onboarding-steps';
import { completeOnboardingFlag, listBody, product } from '../testing/fixtures';
import { mockApi, ok } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  const newest = product({ name: 'Newest Linen Shirt' });
  api = mockApi({
    'GET /api/product/list': ({ query }) => ok(listBody(query.get('bestseller') === 'true' ? [] : [newest])),
  });
});
afterEach(() => api.restore());

describe('onboarding gate', () => {
  it('shows the first intro at / and has no shop header before onboarding', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: comparePricesStep.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends every other address to the intro until onboarding is complete', async () => {
    const { router } = renderApp('/collection?category=Men');
    expect(
      await screen.findByRole('heading', { level: 1, name: comparePricesStep.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls).toHaveLength(0);
  });

  it('walks /start → /test1 → /test3 → /taskbar, then stores the flag and opens the shop', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(comparePricesStep.path);

    for (const step of [comparePricesStep, assistanceStep, voiceOverStep]) {
      const heading = await screen.findByRole('heading', { level: 1, name: step.title });
      // After each move the focus is on the new screen's heading (moved by an effect once the screen shows).
      if (step !== comparePricesStep) await waitFor(() => expect(heading).toHaveFocus());
      await user.click(await screen.findByRole(step.actionRole, { name: step.action }));
      expect(router.state.location.pathname).toBe(step.next);
    }
    const taskbarHeading = await screen.findByRole('heading', { level: 1, name: taskbarStep.title });
    await waitFor(() => expect(taskbarHeading).toHaveFocus());
    expect(
      screen.getByText(`Step ${onboardingSteps.length} of ${onboardingSteps.length}`),
    ).toBeInTheDocument();

    const list = await screen.findByRole('list');
    for (const feature of taskbarFeatures) {
      expect(list).toHaveTextContent(feature);
    }
    expect(localStorage.getItem('onboardingComplete')).toBeNull();

    await user.click(screen.getByRole(taskbarStep.actionRole, { name: taskbarStep.action }));
    expect(localStorage.getItem('onboardingComplete')).toBe('true');
    expect(router.state.location.pathname).toBe(taskbarStep.next);
    const shopHeading = await screen.findByRole('heading', { level: 1, name: 'Latest Arrivals' });
    await waitFor(() => expect(shopHeading).toHaveFocus());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Newest Linen Shirt' })).toBeInTheDocument();
  });
});

describe('routes after onboarding', () => {
  beforeEach(completeOnboardingFlag);

  it('leads the intro addresses back to the shop', async () => {
    const { router } = renderApp(assistanceStep.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Arrivals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has a screen at every address the spec names: none is "not available yet" any more', async () => {
    renderApp('/schedule-session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a Session' })).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/i)).not.toBeInTheDocument();
  });

  it('answers an unknown address with a not-found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('moves focus to the new page heading and sets the title on every navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrivals' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'ABOUT' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'ABOUT US' })).toHaveFocus());
    expect(document.title).toMatch(/^About us \| /);
    expect(within(nav).getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a skip link to the main content first', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to main content');
    expect(links[0]).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
