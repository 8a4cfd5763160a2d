import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { fail, mockApi, ok, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const demoConfig = (demoMode: boolean) => ({
  success: true,
  demoMode,
  demoAccounts: demoMode
    ? [
        { label: 'User Login', email: 'demo-shopper@shop.test', password: 'shopper-secret-1' },
        { label: 'Helper Login', email: 'demo-helper@shop.test', password: 'helper-secret-1' },
        { label: 'Admin Login', email: 'demo-admin@shop.test', password: 'admin-secret-1' },
      ]
    : [],
  payments: { cod: { available: true }, card: { available: false }, payhere: { available: false } },
  uploads: { storage: 'local' },
  mail: { transport: 'files' },
  assistanceUrl: 'http://localhost:4100',
});

const shirt = product({ name: 'Merge Test Shirt' });
const accounts: Record<string, { password: string; session: ReturnType<typeof auth> }> = {
  'demo-shopper@shop.test': { password: 'shopper-secret-1', session: auth({ token: 'shopper-token' }) },
  'demo-helper@shop.test': {
    password: 'helper-secret-1',
    session: auth({ token: 'helper-token', role: 'helper', email: 'demo-helper@shop.test', name: 'Helper' }),
  },
};

function serveLogin({ body }: RecordedCall) {
  const { email, password } = body as { email: string; password: string };
  const account = accounts[email];
  return account && account.password === password
    ? ok(account.session)
    : fail(401, 'Incorrect email or password.');
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'GET /api/config': ok(demoConfig(true)),
    'POST /api/user/login': serveLogin,
    'GET /api/product/list': ok(listBody([shirt])),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
  });
});
afterEach(() => api.restore());

const form = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
};

describe('login', () => {
  it('quick-fills the demo accounts the server announces, in demo mode only', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password } = await form();
    await user.click(await screen.findByRole('button', { name: 'User Login' }));
    expect(email).toHaveValue('demo-shopper@shop.test');
    expect(password).toHaveValue('shopper-secret-1');
    await user.click(screen.getByRole('button', { name: 'Helper Login' }));
    expect(email).toHaveValue('demo-helper@shop.test');
    expect(screen.queryByRole('button', { name: 'Admin Login' })).not.toBeInTheDocument();
  });

  it('has no quick-fill outside demo mode', async () => {
    api.on('GET /api/config', ok(demoConfig(false)));
    renderApp('/login');
    await form();
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'User Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Helper Login' })).not.toBeInTheDocument();
  });

  it('signs a shopper in, stores the session and goes to /', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const { email, password, submit } = await form();
    await user.type(email, 'demo-shopper@shop.test');
    await user.type(password, 'shopper-secret-1');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('shopper-token');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      email: 'shopper@example.com',
      token: 'shopper-token',
      role: 'shopper',
    });
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('sends a helper to /assis-dash by role', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await form();
    await user.click(await screen.findByRole('button', { name: 'Helper Login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assis-dash'));
    expect(localStorage.getItem('token')).toBe('helper-token');
  });

  it("shows the server's message when the login is refused", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const { email, password, submit } = await form();
    await user.type(email, 'demo-shopper@shop.test');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the error message on a network failure', async () => {
    const user = userEvent.setup();
    api.on('POST /api/user/login', 'network-error');
    renderApp('/login');
    const { email, password, submit } = await form();
    await user.type(email, 'demo-shopper@shop.test');
    await user.type(password, 'shopper-secret-1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('merges the guest cart into the stored one at sign-in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { M: 2 } }));
    api.on('POST /api/cart/merge', ({ body }) => {
      const guest = (body as { cartData: Record<string, Record<string, number>> }).cartData;
      // The server adds the guest's quantities to what it had stored (1 × L).
      return ok({
        success: true,
        message: 'Your cart was merged.',
        cartData: { ...guest, [shirt._id]: { ...guest[shirt._id], L: 1 } },
      });
    });
    renderApp('/login');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await form();
    await user.click(await screen.findByRole('button', { name: 'User Login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument());
    const merges = api.callsTo('POST', '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]?.body).toEqual({ cartData: { [shirt._id]: { M: 2 } } });
    expect(merges[0]?.headers.Authorization).toBe('Bearer shopper-token');
    expect(localStorage.getItem('cartItems')).toBeNull();
    expect(await screen.findByText('Your cart was merged.')).toBeInTheDocument();
  });

  it('keeps the guest cart on screen, not ready, until the merged cart arrives', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { M: 2 } }));
    let answerMerge: () => void = () => undefined;
    api.on(
      'POST /api/cart/merge',
      () =>
        new Promise((resolve) => {
          answerMerge = () => resolve(ok({ success: true, cartData: { [shirt._id]: { M: 2, L: 1 } } }));
        }),
    );
    renderApp('/login');
    const header = within(screen.getByRole('banner'));
    await form();
    await user.click(await screen.findByRole('button', { name: 'User Login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/merge')).toHaveLength(1));
    expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    answerMerge();
    await waitFor(() => expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument());
    expect(api.callsTo('POST', '/api/cart/get')).toHaveLength(0);
  });

  it('after a sign-out, a new guest cart is merged at the next sign-in, even with the same token', async () => {
    const user = userEvent.setup();
    storeSession(auth({ token: 'shopper-token' }));
    api.on('GET /api/product/:id', ok({ success: true, product: shirt }));
    api.on('POST /api/cart/merge', ({ body }) =>
      ok({ success: true, cartData: (body as { cartData: object }).cartData }),
    );
    const { router } = renderApp(`/product/${shirt._id}`);
    const header = within(screen.getByRole('banner'));
    await screen.findByRole('heading', { level: 1, name: 'Merge Test Shirt' });
    await user.click(header.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    await act(() => router.navigate(`/product/${shirt._id}`));
    await screen.findByRole('heading', { level: 1, name: 'Merge Test Shirt' });
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument());

    await act(() => router.navigate('/login'));
    await form();
    await user.click(await screen.findByRole('button', { name: 'User Login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/merge')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/cart/merge')[0]?.body).toEqual({ cartData: { [shirt._id]: { M: 1 } } });
    expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('sends a visitor who already has a token to /', async () => {
    storeSession(auth());
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Arrivals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sign up and the other controls', () => {
  it('switches to Sign Up, asks for a name and registers', async () => {
    const user = userEvent.setup();
    api.on('POST /api/user/register', ({ body }) => {
      const { name, email } = body as { name: string; email: string };
      return ok(auth({ token: 'new-token', name, email }), 201);
    });
    const { router } = renderApp('/login');
    await form();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Nimali Perera');
    await user.type(screen.getByLabelText('Email'), 'nimali@shop.test');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/user/register')[0]?.body).toEqual({
      name: 'Nimali Perera',
      email: 'nimali@shop.test',
      password: 'a-long-password',
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ name: 'Nimali Perera' });
  });

  it('shows and hides the password with a labelled button', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const { password } = await form();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("'Forgot your password?' opens the form that asks for the link", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await form();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});
