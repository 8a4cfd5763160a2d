import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/i18n';
import { apiClient } from '../../lib/api-client';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Header Test Shirt' });
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    'POST /api/cart/get': ok({ success: true, cartData: { [shirt._id]: { M: 2, L: 1 } } }),
  });
});
afterEach(() => api.restore());

const header = () => screen.getByRole('banner');

describe('header when logged out', () => {
  it('shows the links, Login, Live Assistance and the cart with its count in its name', async () => {
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { S: 1 } }));
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['HOME', 'COLLECTION', 'ABOUT', 'CONTACT', 'ACCESSIBILITY']);
    expect(within(header()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Live Assistance' })).toHaveAttribute(
      'href',
      '/live-start',
    );
    expect(within(header()).getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
    expect(within(header()).queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'High Contrast' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('offers the search toggle on /collection only, and the bar closes with its button', async () => {
    const user = userEvent.setup();
    renderApp('/collection');
    await screen.findByRole('heading', { level: 1, name: 'ALL COLLECTIONS' });
    const toggle = within(header()).getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe('header when logged in', () => {
  beforeEach(() => storeSession(auth()));

  it('shows the stored cart count, the profile menu and the contrast toggle instead of Login', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    expect(await within(header()).findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Profile' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const [cartRead] = api.callsTo('POST', '/api/cart/get');
    expect(cartRead?.headers.Authorization).toBe('Bearer token-of-the-test-shopper');
    // Without a body, the server answers it before its middleware (backend/src/hot-path.ts).
    expect(cartRead?.body).toBeUndefined();
    expect(cartRead?.headers['Content-Type']).toBeUndefined();
  });

  it('switches High Contrast on and off, on <html> and in storage', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await user.click(within(header()).getByRole('button', { name: 'High Contrast' }));
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    expect(JSON.parse(localStorage.getItem('accessibilitySettings') ?? '{}')).toEqual({ contrast: 'high' });
    await user.click(within(header()).getByRole('button', { name: 'Normal Mode' }));
    expect(document.documentElement).toHaveAttribute('data-contrast', 'default');
  });

  it('opens the profile menu by keyboard, moves with arrows, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    const button = within(header()).getByRole('button', { name: 'Profile' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Profile' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'Orders', 'Logout']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('My Profile opens /profile', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await user.click(within(header()).getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
  });

  it('Logout clears the token and the cart and goes to /login', async () => {
    const user = userEvent.setup();
    const { router, socket } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await within(header()).findByRole('link', { name: 'Cart, 3 items' });
    await user.click(within(header()).getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(socket.disconnected()).toBeGreaterThan(0));
  });

  it('signs out when the server refuses the stored token', async () => {
    api.on(
      'POST /api/cart/get',
      ok({ success: false, message: 'Your session has expired. Please log in again.' }, 401),
    );
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    expect(await within(header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays signed in when the server refuses an older token (a save sent as an earlier session ended)', async () => {
    api.on(
      'PUT /api/user/settings',
      ok({ success: false, message: 'Your session has expired. Please log in again.' }, 401),
    );
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    const older = { token: 'token-of-an-ended-session', Authorization: 'Bearer token-of-an-ended-session' };
    await expect(
      apiClient.put('/api/user/settings', { settings: {} }, { headers: older }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(within(header()).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(auth().token);
  });
});

describe('the language choice and the side menu', () => {
  it('offers the language choice in the header, by keyboard, and switches the words at once', async () => {
    const user = userEvent.setup();
    renderApp('/collection');
    await screen.findByRole('heading', { level: 1, name: 'ALL COLLECTIONS' });
    const picker = within(header()).getByRole('button', { name: 'Language: English' });
    picker.focus();
    await user.keyboard('{ArrowDown}');
    const choices = within(screen.getByRole('menu', { name: 'Language: English' })).getAllByRole(
      'menuitemradio',
    );
    expect(choices.map((choice) => choice.textContent)).toEqual(['English', 'සිංහල', 'தமிழ்']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'සියලුම ඇඳුම්' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: /සිංහල/ })).toHaveFocus();
    expect(document.documentElement.lang).toBe('si');
  });

  it("holds what a phone's header row leaves out: the links, Login and Live Assistance", async () => {
    const user = userEvent.setup();
    renderApp('/collection');
    await screen.findByRole('heading', { level: 1, name: 'ALL COLLECTIONS' });
    await user.click(within(header()).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(within(menu).getByRole('link', { name: 'Live Assistance' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the profile links, Logout and the contrast toggle for a signed-in shopper', async () => {
    const user = userEvent.setup();
    storeSession(auth());
    const { router } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await user.click(within(header()).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'High Contrast' }));
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('header in %s', (language, catalogue, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
  });

  it('names the links, the cart, Login, Live Assistance and the menu in the language', async () => {
    localStorage.setItem('cartItems', JSON.stringify({ [shirt._id]: { S: 2 } }));
    renderApp('/collection');
    const nav = await within(header()).findByRole('navigation', { name: script });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.textContent).toMatch(script);
    const linkTo = (href: string) =>
      within(header())
        .getAllByRole('link')
        .find((candidate) => candidate.getAttribute('href') === href);
    expect(linkTo('/cart')).toHaveAccessibleName(script);
    expect(linkTo('/cart')).toHaveAccessibleName(/2/);
    expect(linkTo('/login')?.textContent).toMatch(script);
    expect(linkTo('/live-start')?.textContent).toMatch(script);
    const buttons = within(header()).getAllByRole('button');
    // The search toggle, the language choice and the menu (the voice button is named by its own feature).
    for (const button of [buttons[0], ...buttons.slice(-2)]) expect(button).toHaveAccessibleName(script);
    expect(buttons.at(-1)).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.title).toMatch(script);
  });
});
