// Server state in tests: a fresh cache per test (nothing leaks between tests) that never retries, so a
// failure the test plays shows at once instead of after the production backoff.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retries: 0 });
}

/** Renders `ui` inside its own QueryClientProvider; returns the client so a test can read or seed it. */
export function renderWithQuery(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
) {
  const { queryClient = createTestQueryClient(), ...renderOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper, ...renderOptions }), queryClient };
}
