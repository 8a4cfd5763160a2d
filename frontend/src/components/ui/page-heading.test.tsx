import { act, render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
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
