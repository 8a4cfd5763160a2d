import { act, render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeading } from './page-heading';

function Page() {
  const { pathname } = useLocation();
  return <PageHeading title={pathname}>{pathname}</PageHeading>;
}

afterEach(() => vi.restoreAllMocks());

describe('the page heading takes the focus on each new page', () => {
  it('scrolled into view on a new page, but not on Back and Forward, which return to where the shopper was', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Page />
      </HistoryRouter>,
    );
    // A page opened afresh keeps the browser's own focus.
    expect(focus).not.toHaveBeenCalled();
    act(() => history.push('/collection'));
    act(() => history.push('/product/1'));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: false });
    act(() => history.go(-1));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(document.activeElement).toHaveTextContent('/collection');
  });
});

describe('the page title', () => {
  it('is the new page’s as soon as its heading is in the document, not one task later', async () => {
    // As a fetched product arrives: a state update outside act, when React runs passive effects later.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      function Loading() {
        const [loaded, setLoaded] = useState(false);
        useEffect(() => void answered.then(() => setLoaded(true)), []);
        return loaded ? <PageHeading title="Main Shirt">Main Shirt</PageHeading> : <p>Loading</p>;
      }
      const { container } = render(
        <HistoryRouter history={UNSAFE_createMemoryHistory({ v5Compat: true })}>
          <Loading />
        </HistoryRouter>,
      );
      const titleWhenShown = new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!container.querySelector('h1')) return;
          observer.disconnect();
          resolve(document.title);
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      answer();
      expect(await titleWhenShown).toBe('Main Shirt | Ceylon Threads');
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
