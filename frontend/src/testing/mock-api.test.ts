import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiClient, assistClient } from '../lib/api-client';
import { getProductList } from '../features/product';
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
      'GET /api/wishlist is not an operation of the main API (@store/contracts/operations/main-api): ' +
        'the real API would answer 404',
    ]);
  });

  it("checks each client's calls against its own service's operations", async () => {
    api = mockApi({ 'GET /api/assist/mine': ok({ success: true, assist: null, queuePosition: null }) });
    await expect(apiClient.get('/api/assist/mine')).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      'GET /api/assist/mine is not an operation of the main API (@store/contracts/operations/main-api): ' +
        'the real API would answer 404',
    ]);
    await expect(assistClient.get('/api/assist/mine')).resolves.toMatchObject({ status: 200 });
    expect(expectedViolations()).toEqual([]);
  });

  it('refuses to accept a path the API would refuse with 400', async () => {
    api = mockApi({ 'GET /api/product/:id': ok({ success: true, product: shirt }) });
    await expect(apiClient.get('/api/product/not-an-id')).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      'GET /api/product/not-an-id accepted a path the API refuses: id: must be a valid id',
    ]);
  });

  it('holds an answer to the status the operation lists, or to its listed answers', async () => {
    api = mockApi({
      'POST /api/product/stock': ok({ success: true, message: 'Stock updated', product: shirt }),
      'POST /api/user/register': ok({ success: true, message: 'Registered' }),
    });
    await expect(
      apiClient.post('/api/product/stock', { productId: shirt._id, size: 'M', quantity: 3 }),
    ).resolves.toMatchObject({ status: 200 });
    expect(expectedViolations()).toEqual([]);
    // The server answers a sign-up 201 with a token; a test playing 200 is held to that answer's schema.
    await expect(
      apiClient.post('/api/user/register', {
        name: 'Ann Lee',
        email: 'ann@example.com',
        password: 'a-long-pass1',
      }),
    ).rejects.toBeInstanceOf(ContractViolation);
    expect(expectedViolations()).toEqual([
      expect.stringContaining('the answer to POST /api/user/register does not match its contract: token:'),
    ]);
  });

  it('refuses a fixture the API could not send where it is made', () => {
    expect(() => product({ price: -5 })).toThrow(/product fixture does not match its contract: price:/);
  });
});
