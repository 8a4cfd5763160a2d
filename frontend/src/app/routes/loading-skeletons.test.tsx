// While a screen's products load, fixed-size placeholders keep their place (issue 15's layout shift): they are
// hidden from assistive technology, and the screen says it is loading once, politely.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { completeOnboardingFlag, listBody, product } from '../../testing/fixtures';
import { mockApi, ok, type Reply } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Skeleton Shirt', bestseller: true });
const catalogue: Product[] = [shirt];

/** Answers held back until the test lets them go, so the loading state can be looked at. */
function heldAnswers() {
  const waiting: Array<() => void> = [];
  return {
    hold: (reply: () => Reply) => new Promise<Reply>((resolve) => waiting.push(() => resolve(reply()))),
    release: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

let api: ReturnType<typeof mockApi>;
let held: ReturnType<typeof heldAnswers>;
beforeEach(() => {
  completeOnboardingFlag();
  held = heldAnswers();
  api = mockApi({
    'GET /api/product/list': () => held.hold(() => ok(listBody(catalogue))),
    'GET /api/product/:id': () => held.hold(() => ok({ success: true, product: shirt })),
  });
});
afterEach(() => api.restore());

const skeletons = (testId: string) => document.querySelectorAll(`[data-testid="${testId}"]`);

describe('loading placeholders', () => {
  it('home: one card placeholder per product each section will show, hidden, and one "Loading products…"', async () => {
    renderApp('/');
    await waitFor(() => expect(skeletons('product-grid-skeleton')).toHaveLength(2));
    const [arrivals, bestsellers] = [...skeletons('product-grid-skeleton')];
    expect(arrivals?.querySelectorAll('li')).toHaveLength(10);
    expect(bestsellers?.querySelectorAll('li')).toHaveLength(5);
    for (const grid of skeletons('product-grid-skeleton'))
      expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent === 'Loading products…'),
    ).toHaveLength(1);
    // Nothing of a placeholder reaches the accessibility tree: its sections hold no list yet.
    for (const grid of skeletons('product-grid-skeleton')) {
      const section = grid.closest('section');
      if (!section) throw new Error('a placeholder outside its section');
      expect(within(section).queryAllByRole('list')).toEqual([]);
    }

    held.release();
    expect(await screen.findAllByRole('link', { name: 'Skeleton Shirt' })).toHaveLength(2);
    expect(skeletons('product-grid-skeleton')).toHaveLength(0);
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
  });

  it('product page: the picture and details placeholder, hidden, with one loading status', async () => {
    renderApp(`/product/${shirt._id}`);
    await waitFor(() => expect(skeletons('product-skeleton')).toHaveLength(1));
    expect(skeletons('product-skeleton')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent === 'Loading the product…'),
    ).toHaveLength(1);

    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skeleton Shirt' })).toBeInTheDocument();
    expect(skeletons('product-skeleton')).toHaveLength(0);
  });

  it('collection: card placeholders under the "Loading products…" count, none once the products are there', async () => {
    renderApp('/collection');
    await waitFor(() => expect(skeletons('product-grid-skeleton')).toHaveLength(1));
    expect(skeletons('product-grid-skeleton')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent === 'Loading products…'),
    ).toHaveLength(1);

    held.release();
    expect(await screen.findByRole('link', { name: 'Skeleton Shirt' })).toBeInTheDocument();
    expect(skeletons('product-grid-skeleton')).toHaveLength(0);
  });
});
