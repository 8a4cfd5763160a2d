// The first render after the page's own words: with the screen's code loaded first (main.tsx does), the
// screen is drawn in that render, never "Loading…" in between. The modules are fresh for this file, so no
// screen's code is here before a test asks for it.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { comparePricesStep } from '../config/onboarding-steps';
import { completeOnboardingFlag, listBody } from '../testing/fixtures';
import { mockApi, ok } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { preloadScreenAt } from './router';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({ 'GET /api/product/list': () => ok(listBody([])) });
});
afterEach(() => api.restore());

// The layout's stand-in while a screen's code loads.
const loading = () => screen.queryByText('Loading…');

it('draws a preloaded screen in the first render, with no "Loading…" before it', async () => {
  completeOnboardingFlag();
  await preloadScreenAt('/about');
  renderApp('/about');
  expect(screen.getByRole('heading', { level: 1, name: /about us/i })).toBeInTheDocument();
  expect(loading()).toBeNull();
});

it('shows "Loading…" first for a screen whose code was not loaded yet', async () => {
  completeOnboardingFlag();
  renderApp('/contact');
  expect(loading()).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: /contact/i })).toBeInTheDocument();
});

it('before the onboarding, loads the introduction that any address leads to', async () => {
  await preloadScreenAt('/collection');
  const { router } = renderApp('/collection');
  expect(screen.getByRole('heading', { level: 1, name: comparePricesStep.title })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(loading()).toBeNull();
});
