import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiClient } from '../lib/api-client';
import { getProductList } from '../lib/products-api';
import { completeOnboardingFlag, listBody, product } from './fixtures';
import { ContractViolation, fail, mockApi, ok, takeContractViolations } from './mock-api';
import { renderApp } from './render-app';

const shirt = product({ name: 'Contract Shirt', price: 4490 });
let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

/** The violations this test expected, taken so that setup-tests does not fail the test for them. */
const expectedViolations = () => takeContractViolations().map((violation) => violation.message);

describe('the mocked API keeps to the contracts', () => {
  it('plays an answer that matches the contract', async () => {
    api = mockApi({ 'GET /api/product/list': ok(listBody([shirt])) });
    await expect(getProductList()).resolves.toEqual(listBody([shirt]));
    expect(expectedViolations()).toEqual([]);
  });

  it('refuses a drifted answer, and the screen that used it sees a failure, not the drift', async () => {
    completeOnboardingFlag();
    // As if the API had renamed `products` to `items` and sent prices as text.
    const drifted = { success: true, items: [{ ...shirt, price: '4490' }], total: 1, page: 1, limit: null };
    api = mockApi({ 'GET /api/product/list': ok(drifted) });
    renderApp('/collection');

    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(expectedViolations()).toEqual([
      expect.stringContaining(
        'the answer to GET /api/product/list does not match its contract: products: Invalid input: expected array',
      ),
    ]);
  });

  it('refuses a wrong field deep in an answer', async () => {
    api = mockApi({
      'POST /api/cart/get': ok({ success: true, cartData: { [shirt._id]: { M: '2' } } }),
    });
    await expect(apiClient.post('/api/cart/get', {})).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      expect.stringMatching(/POST \/api\/cart\/get does not match its contract: cartData\..+\.M: /),
    ]);
  });

  it('refuses to accept a request the API would refuse with 400', async () => {
    api = mockApi({ 'POST /api/cart/add': ok({ success: true, cartData: {} }) });
    await expect(apiClient.post('/api/cart/add', { itemId: 'not-an-id', size: 'M' })).rejects.toBeInstanceOf(
      ContractViolation,
    );
    expect(expectedViolations()).toEqual([
      expect.stringContaining('POST /api/cart/add accepted a body the API refuses: itemId:'),
    ]);
  });

  it("refuses a failure that is not the API's failure shape, and plays one that is", async () => {
    api = mockApi({ 'POST /api/cart/get': { status: 500, body: { error: 'boom' } } });
    await expect(apiClient.post('/api/cart/get', {})).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      expect.stringContaining("the 500 answer to POST /api/cart/get is not the API's failure shape"),
    ]);

    api.on('POST /api/cart/get', fail(503, 'Service unavailable'));
    await expect(apiClient.post('/api/cart/get', {})).rejects.toMatchObject({ response: { status: 503 } });
    expect(expectedViolations()).toEqual([]);
  });

  it('refuses an endpoint the contract table does not know', async () => {
    api = mockApi({ 'GET /api/wishlist': ok({ success: true, items: [] }) });
    await expect(apiClient.get('/api/wishlist')).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      'GET /api/wishlist is not in testing/api-contract.ts: add the schemas its route uses',
    ]);
  });

  it('refuses a fixture the API could not send where it is made', () => {
    expect(() => product({ price: -5 })).toThrow(/product fixture does not match its contract: price:/);
  });
});
