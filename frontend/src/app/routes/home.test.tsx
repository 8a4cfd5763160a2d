import { screen, waitFor, within } from '@testing-library/react';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../i18n/i18n';
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

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('home in %s', (language, catalogue, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
  });

  it('names its heading, sections, policies and calls to action in the language', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    // The promises and the two product lists, each named in the language.
    await waitFor(() => expect(screen.getAllByRole('list', { name: script })).toHaveLength(3));
    for (const id of ['new-arrivals-title', 'bestsellers-title', 'policies-title'])
      expect(document.getElementById(id)).toHaveTextContent(script);
    const shopNow = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '#shop-now');
    expect(shopNow).toHaveTextContent(script);
    expect(screen.getByRole('img', { name: script })).toBeInTheDocument();
  });
});
