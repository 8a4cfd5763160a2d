// Products and sessions for tests, shaped like the API's answers.
import type { AuthResponse } from '@store/contracts/users';
import type { Product } from '@store/contracts/products';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function product(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? uuid();
  const name = overrides.name ?? `Test Garment ${id.slice(-4)}`;
  return {
    _id: id,
    name,
    description: `A description of ${name}.`,
    price: 1000,
    image: [`/media/garments/tshirt/navy/front.svg?${id}`, `/media/garments/tshirt/navy/back.svg?${id}`],
    imageAlt: [`Front view of the ${name}.`, `Back view of the ${name}.`],
    category: 'Men',
    subCategory: 'Topwear',
    sizes: ['S', 'M', 'L'],
    bestseller: false,
    date: Date.now(),
    ...overrides,
  };
}

export const listBody = (products: Product[]) => ({
  success: true,
  products,
  total: products.length,
  page: 1,
  limit: null,
});

export function auth(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    success: true,
    token: 'token-of-the-test-shopper',
    id: 'user-1',
    name: 'Test Shopper',
    email: 'shopper@example.com',
    role: 'shopper',
    ...overrides,
  };
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
