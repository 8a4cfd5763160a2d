import { act, render, screen } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('The product could not be drawn.');
  return <h1>Page {pathname}</h1>;
}

beforeEach(() => {
  // React reports the caught error on the console; the page itself is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it('gives way to the error page with its details and a reload, and the next address works again', () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/broken'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </HistoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Details: The product could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    act(() => history.push('/about'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page /about' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
