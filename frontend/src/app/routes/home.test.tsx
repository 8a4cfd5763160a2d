import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeOnboardingFlag, listBody, product } from '../../testing/fixtures';
import { mockApi, type RecordedCall, ok } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { BESTSELLERS_COUNT, NEW_ARRIVALS_COUNT } from './home';

const catalogue = Array.from({ length: 30 }, (_, index) =>
  product({ name: `Garment ${index + 1}`, bestseller: index % 3 === 0 }),
);

/** The server's part: bestsellers only when asked, and no more than the limit. */
function serveList(call: RecordedCall) {
  const bestsellers = call.query.get('bestseller') === 'true';
  const matching = catalogue.filter((item) => !bestsellers || item.bestseller);
  const limit = Number(call.query.get('limit') ?? 20);
  return ok(listBody(matching.slice(0, limit), { total: matching.length, limit }));
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({ 'GET /api/product/list': serveList });
});
afterEach(() => api.restore());

describe('home', () => {
  it('asks the server for just the products it shows: ten newest and five bestsellers', async () => {
    renderApp('/');
    const arrivals = await screen.findByRole('list', { name: 'NEW ARRIVALS' });
    expect(within(arrivals).getAllByRole('link')).toHaveLength(NEW_ARRIVALS_COUNT);
    const bestsellers = await screen.findByRole('list', { name: 'TOP BESTSELLERS' });
    expect(
      within(bestsellers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Garment 1', 'Garment 4', 'Garment 7', 'Garment 10', 'Garment 13']);
    expect(
      api
        .callsTo('GET', '/api/product/list')
        .map((call) => call.query.toString())
        .sort(),
    ).toEqual([`bestseller=true&limit=${BESTSELLERS_COUNT}`, `limit=${NEW_ARRIVALS_COUNT}`]);
  });
});
