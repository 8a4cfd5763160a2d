// Products and sessions for tests, shaped like the API's answers and checked against its contracts, so a
// fixture the real API could not send fails where it is made.
import { productListResponseSchema, productSchema, type Product } from '@store/contracts/products';
import { authResponseSchema, type AuthResponse } from '@store/contracts/users';
import { contractProblems, type Schema } from './api-contract';

function checked<T>(schema: Schema, value: T, name: string): T {
  const problems = contractProblems(schema, value);
  if (problems) throw new Error(`${name} fixture does not match its contract: ${problems}`);
  return value;
}

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function product(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? uuid();
  const name = overrides.name ?? `Test Garment ${id.slice(-4)}`;
  const sizes = overrides.sizes ?? ['S', 'M', 'L'];
  return checked(
    productSchema,
    {
      _id: id,
      name,
      description: `A description of ${name}.`,
      price: 1000,
      image: [`/media/garments/tshirt/navy/front.svg?${id}`, `/media/garments/tshirt/navy/back.svg?${id}`],
      imageAlt: [`Front view of the ${name}.`, `Back view of the ${name}.`],
      category: 'Men',
      subCategory: 'Topwear',
      sizes,
      bestseller: false,
      date: Date.now(),
      // Well stocked unless a test says otherwise.
      stock: Object.fromEntries(sizes.map((size) => [size, 20])),
      // No reviews unless a test says otherwise.
      rating: { average: 0, count: 0 },
      ...overrides,
    },
    'product',
  );
}

/** A list answer; by default one page holding the whole (small) list. */
export const listBody = (products: Product[], page: { total?: number; page?: number; limit?: number } = {}) =>
  checked(
    productListResponseSchema,
    {
      success: true as const,
      products,
      total: page.total ?? products.length,
      page: page.page ?? 1,
      limit: page.limit ?? Math.max(20, products.length),
    },
    'product list',
  );

export function auth(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return checked(
    authResponseSchema,
    {
      success: true,
      token: 'token-of-the-test-shopper',
      id: 'user-1',
      name: 'Test Shopper',
      email: 'shopper@example.com',
      role: 'shopper',
      ...overrides,
    },
    'auth',
  );
}

/** Stores a session as the SPA does after signing in. */
export function storeSession(session: AuthResponse = auth()) {
  localStorage.setItem('token', session.token);
  localStorage.setItem(
    'userInfo',
    JSON.stringify({
      id: session.id,
      name: session.name,
      email: session.email,
      token: session.token,
      role: session.role,
    }),
  );
}

export const completeOnboardingFlag = () => localStorage.setItem('onboardingComplete', 'true');
