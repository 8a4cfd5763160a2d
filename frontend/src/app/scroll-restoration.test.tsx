import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let scrolledTo: number[];

beforeEach(() => {
  sessionStorage.clear();
  scrolledTo = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolledTo.push(y);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

/** The shopper scrolls the page to `y` (the browser fires "scroll"; the position is saved on the next frame). */
async function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

function renderAt(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <HistoryRouter history={history}>
      <ScrollRestoration />
    </HistoryRouter>,
  );
  return history;
}

describe('scroll position across pages', () => {
  it('starts a new page at the top, and Back returns to where the shopper left the page', async () => {
    const history = renderAt('/collection?page=2');
    await scrollPage(1200);
    act(() => history.push('/product/1'));
    expect(scrolledTo.at(-1)).toBe(0);
    await scrollPage(300);
    act(() => history.go(-1));
    expect(scrolledTo.at(-1)).toBe(1200);
    act(() => history.go(1));
    expect(scrolledTo.at(-1)).toBe(300);
  });

  it('opens a page at its #fragment when it is there, else at the top', () => {
    const target = document.createElement('h2');
    target.id = 'voice-commands';
    document.body.append(target);
    const intoView = vi.fn();
    target.scrollIntoView = intoView;
    const history = renderAt('/');
    act(() => history.push('/accessibility#voice-commands'));
    expect(intoView).toHaveBeenCalledTimes(1);
    target.remove();
    const before = scrolledTo.length;
    act(() => history.push('/product/1#write-review'));
    expect(scrolledTo.slice(before)).toEqual([0]);
  });

  it('ignores what it cannot read back from storage', async () => {
    sessionStorage.setItem('scrollPositions', JSON.stringify([null, ['x'], 'y']));
    const history = renderAt('/orders');
    await scrollPage(640);
    act(() => history.push('/cart'));
    act(() => history.go(-1));
    expect(scrolledTo.at(-1)).toBe(640);
  });

  it('keeps the positions for the tab’s life, so a reload returns to the same place', async () => {
    renderAt('/orders');
    await scrollPage(640);
    expect(sessionStorage.getItem('scrollPositions')).toContain('640');
  });
});
