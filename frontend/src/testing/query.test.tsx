import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getProductList } from '../features/product';
import { queryKeys } from '../lib/query-keys';
import { fail, mockApi } from './mock-api';
import { renderWithQuery } from './query';

function ProductCount() {
  const list = useQuery({ queryKey: queryKeys.products.list(), queryFn: () => getProductList() });
  if (list.isError) return <p>failed</p>;
  return <p>{list.data ? `${list.data.products.length} products` : 'loading'}</p>;
}

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('renderWithQuery', () => {
  it('gives each test its own cache, and a failure shows at once (no retries in tests)', async () => {
    api = mockApi({ 'GET /api/product/list': fail(503, 'Service unavailable') });
    const first = renderWithQuery(<ProductCount />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/product/list')).toHaveLength(1);
    first.unmount();

    const second = renderWithQuery(<ProductCount />);
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(second.queryClient.getQueryData(queryKeys.products.list())).toBeUndefined();
  });
});
