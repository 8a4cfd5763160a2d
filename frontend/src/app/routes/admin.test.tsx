import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@store/contracts/orders';
import type { Review } from '@store/contracts/reviews';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue, type Catalogue } from '../../i18n/i18n';
import type { Language } from '@store/contracts/languages';
import { storageKeys, writeJson } from '../../lib/storage';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { orderOf } from '../../testing/orders';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', price: 4490 });
const jeans = product({ name: 'Denim Jeans', price: 6990 });
const admin = auth({ role: 'admin', token: 'admin-token', email: 'admin@shop.test', name: 'Admin' });

const adminOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...orderOf([{ product: shirt }]),
  customer: { id: '6b0c1c8e-5a9c-4c1e-9a53-00000000aaaa', name: 'Nimali Perera', email: 'nimali@example.lk' },
  ...overrides,
});

let api: ReturnType<typeof mockApi>;
let orders: AdminOrder[];
beforeEach(() => {
  completeOnboardingFlag();
  orders = [];
  api = mockApi({
    'GET /api/product/list': ({ query }) => {
      const search = query.get('search');
      const products = search ? [shirt, jeans].filter((p) => p.name.includes(search)) : [shirt, jeans];
      return ok({ ...listBody(products), page: Number(query.get('page') ?? 1), limit: 10 });
    },
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'POST /api/order/list': () => ok({ success: true, orders, total: orders.length, page: 1, limit: 10 }),
  });
});
afterEach(() => api.restore());

describe('/admin', () => {
  it('tells a shopper plainly that it is not allowed', async () => {
    storeSession(auth());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/for the shop’s administrators only/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/list')).toHaveLength(0);
  });

  it('lists and searches products, and removes one after confirming', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    api.on('DELETE /api/product/:id', ok({ success: true, message: 'Product removed' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store admin' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Denim Jeans' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Linen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Denim Jeans' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET', '/api/product/list').at(-1)?.query.get('search')).toBe('Linen');

    const remove = screen.getByRole('button', { name: 'Remove Linen Shirt' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Linen Shirt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/product/${shirt._id}`)).toHaveLength(1));
    expect(await screen.findByText('Linen Shirt was removed from the shop.')).toBeInTheDocument();
  });

  it('adds a product with an image, its alt text and the upload in words when refused', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    api.on('POST /api/product/add', {
      status: 415,
      body: {
        success: false,
        message: 'image1: only JPEG, PNG or WebP images are accepted, and this file is none of them.',
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Add a product' });
    await user.upload(
      screen.getByLabelText(/^Images/),
      new File(['not really a png'], 'shirt.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Alt text for image 1'), 'A white linen shirt, front view');
    expect(screen.getByRole('img', { name: 'A white linen shirt, front view' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product name'), 'Linen Shirt');
    await user.type(screen.getByLabelText('Product description'), 'Cool and light.');
    await user.type(screen.getByLabelText('Price (LKR)'), '4490');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock of M' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
    expect(screen.getByRole('textbox', { name: 'Stock of M' })).toHaveAccessibleDescription(
      'Stock of M must be a whole number, 0 or more.',
    );
    expect(api.callsTo('POST', '/api/product/add')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Stock of M' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock of M' }), '12');
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
    expect(
      await screen.findByText('Image 1 is not a JPEG, PNG or WebP picture. Please choose one of those.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/product/add');
    const form = call?.body as FormData;
    expect(form.get('name')).toBe('Linen Shirt');
    expect(form.get('sizes')).toBe('["M","L"]');
    // A size left empty starts at 0.
    expect(form.get('stock')).toBe('{"M":12,"L":0}');
    expect(form.getAll('imageAlt')).toEqual(['A white linen shirt, front view']);
    expect(form.get('image1')).toBeInstanceOf(File);
  });

  it('shows the stock of each size, filters low stock, and sets a count in the stock dialog', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    let scarce = product({ name: 'Batik Shirt', sizes: ['S', 'M', 'L'], stock: { S: 9, M: 0, L: 2 } });
    api.on('GET /api/product/list', ({ query }) => {
      const products = query.get('lowStock') === 'true' ? [scarce] : [shirt, scarce];
      return ok({ ...listBody(products), page: 1, limit: 10 });
    });
    api.on('POST /api/product/stock', ({ body }) => {
      const { size, quantity } = body as { size: string; quantity: number };
      scarce = { ...scarce, stock: { ...scarce.stock, [size]: quantity } };
      return ok({ success: true, message: 'Stock updated', product: scarce });
    });
    renderApp('/admin');
    const row = (await screen.findByRole('rowheader', { name: 'Batik Shirt' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('list')).toHaveTextContent('S: 9M: 0 (sold out)L: 2 (low)');

    await user.click(screen.getByRole('checkbox', { name: /^Low stock only/ }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Linen Shirt' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET', '/api/product/list').at(-1)?.query.get('lowStock')).toBe('true');
    expect(screen.getByText(/1 product low in stock/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit stock of Batik Shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Stock of Batik Shirt' });
    const medium = within(dialog).getByRole('textbox', { name: 'Size M' });
    await user.clear(medium);
    await user.type(medium, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only the size that changed is sent.
    expect(api.callsTo('POST', '/api/product/stock').map((call) => call.body)).toEqual([
      { productId: scarce._id, size: 'M', quantity: 15 },
    ]);
  });

  it('offers only the next allowed statuses and approves a cancel request', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    orders = [
      adminOrder({ status: 'Processing', cancelRequest: { date: Date.UTC(2026, 10, 22), reason: '' } }),
    ];
    api.on('POST /api/order/status', ({ body }) => {
      const { status } = body as { status: AdminOrder['status'] };
      orders = orders.map((order) => ({ ...order, status }));
      return ok({ success: true, message: 'ok', order: orders[0] });
    });
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const select = await screen.findByRole('combobox', { name: /New status for the order/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Shipped', 'Cancelled']);
    expect(screen.getByText(/The shopper asked to cancel/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve cancel request/ }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/order/status')[0]?.body).toMatchObject({ status: 'Cancelled' }),
    );
    expect(await screen.findByText(/its status can no longer change/)).toBeInTheDocument();
  });

  it('filters orders by status and by cancel requests', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Shipped');
    await user.click(screen.getByRole('checkbox', { name: 'Only orders with a cancel request' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/order/list').at(-1)?.body).toEqual({
        page: 1,
        limit: 10,
        status: 'Shipped',
        cancelRequested: true,
      }),
    );
  });
});

describe('/admin in Sinhala and in Tamil', () => {
  /** The shop in `language`, as the shopper chose it (the app keeps the choice with the other settings). */
  const speak = (language: Language, catalogue: Catalogue) => {
    writeJson(storageKeys.accessibility, { language });
    activateCatalogue(language, catalogue);
  };

  it('speaks Sinhala: the page, its tabs, and the orders with their statuses', async () => {
    speak('si', siMessages);
    const user = userEvent.setup();
    storeSession(admin);
    orders = [
      adminOrder({ status: 'Processing', cancelRequest: { date: Date.UTC(2026, 10, 22), reason: '' } }),
    ];
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'වෙළඳසැල් පරිපාලනය' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'නිෂ්පාදනයක් එක් කරන්න' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ඇණවුම්' }));
    const select = await screen.findByRole('combobox', { name: /ඇණවුම සඳහා නව තත්ත්වය$/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['තෝරන්න…', 'යවා ඇත', 'අවලංගුයි']);
    const filter = screen.getByRole('combobox', { name: 'තත්ත්වය' });
    expect(within(filter).getByRole('option', { name: 'සියලු තත්ත්ව' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'තත්ත්වය වෙනස් කරන්න' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^අවලංගු කිරීමේ ඉල්ලීම අනුමත කරන්න/ })).toBeInTheDocument();
    expect(screen.getByText(/අවලංගු කිරීමට ඉල්ලා ඇත/)).toBeInTheDocument();
  });

  it('speaks Tamil: the page, its tabs and an empty order list', async () => {
    speak('ta', taMessages);
    const user = userEvent.setup();
    storeSession(admin);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'கடை நிர்வாகம்' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'பொருட்கள்' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ஆர்டர்கள்' }));
    expect(await screen.findByText('ஆர்டர்கள் எதுவும் இல்லை')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ரத்துக் கோரிக்கை உள்ள ஆர்டர்கள் மட்டும்' })).toBeInTheDocument();
  });

  it('tells a shopper in Sinhala that it is not allowed', async () => {
    speak('si', siMessages);
    storeSession(auth());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'අවසර නැත' })).toBeInTheDocument();
    expect(screen.getByText(/පරිපාලකයින්ට පමණි/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'වෙළඳසැලට ආපසු' })).toBeInTheDocument();
  });
});

describe('/admin reviews', () => {
  const review = (overrides: Partial<Review>): Review => ({
    _id: crypto.randomUUID(),
    productId: shirt._id,
    productName: 'Linen Shirt',
    author: 'Kamal',
    rating: 1,
    title: 'Spam',
    text: 'Buy cheap watches at example.com',
    language: 'en',
    createdAt: Date.UTC(2026, 10, 20),
    editedAt: null,
    hidden: false,
    hiddenAt: null,
    ...overrides,
  });

  it('lists the latest reviews and hides one, which is then offered to show again', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    let spam = review({});
    const kind = review({ author: 'Nimali P.', rating: 5, title: 'Lovely', text: 'Soft.' });
    api.on('GET /api/reviews/recent', () =>
      ok({ success: true, reviews: [spam, kind], total: 2, page: 1, limit: 10 }),
    );
    api.on('POST /api/product/:id/reviews/:reviewId/hide', () => {
      spam = { ...spam, hidden: true, hiddenAt: Date.UTC(2026, 10, 21) };
      return ok({ success: true, message: 'Review hidden', review: spam, rating: { average: 5, count: 1 } });
    });
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Linen Shirt: 1 out of 5 by Kamal')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Hide the review by Kamal of Linen Shirt' }));
    expect(await screen.findByText('The review by Kamal of Linen Shirt is hidden.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/product/${shirt._id}/reviews/${spam._id}/hide`)).toHaveLength(1);
    expect(
      await within(list).findByRole('button', { name: 'Show the review by Kamal of Linen Shirt' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Hidden on 21 Nov 2026')).toBeInTheDocument();
  });
});

describe('/admin sent mail (demo mode without a mail server)', () => {
  const config = (transport: 'smtp' | 'files') => ({
    success: true,
    demoMode: true,
    demoAccounts: [],
    payments: {
      cod: { available: true },
      card: { available: false, reason: 'No card provider.' },
      payhere: { available: false },
    },
    uploads: { storage: 'local' },
    mail: { transport },
    assistanceUrl: 'http://localhost:4100',
  });

  it('lists the newest mails the store wrote, each in its language', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    api.on('GET /api/config', ok(config('files')));
    api.on(
      'GET /api/mail/sent',
      ok({
        success: true,
        total: 3,
        mails: [
          {
            id: 'a1',
            to: 'nimali@example.lk',
            subject: 'ස්තූතියි: ඔබේ ඇණවුම ලැබුණා',
            date: Date.UTC(2026, 10, 27, 6),
            text: 'ඔබේ ඇණවුමට ස්තූතියි',
            language: 'si',
          },
        ],
      }),
    );
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Sent mail' }));
    const list = await screen.findByRole('list', { name: 'Sent mail, newest first' });
    const mail = within(list).getByRole('article', { name: 'ස්තූතියි: ඔබේ ඇණවුම ලැබුණා' });
    expect(within(mail).getByRole('heading')).toHaveAttribute('lang', 'si');
    expect(mail).toHaveTextContent('To nimali@example.lk');
    expect(screen.getByText('1 newest of 3 mails.')).toBeInTheDocument();
  });

  it('has no Sent mail tab when mail goes to an SMTP server', async () => {
    storeSession(admin);
    api.on('GET /api/config', ok(config('smtp')));
    renderApp('/admin');
    expect(await screen.findByRole('tab', { name: 'Reviews' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: 'Sent mail' })).not.toBeInTheDocument();
  });
});

describe('/admin newsletter', () => {
  it('says how many are subscribed, names a missing subject, and sends an issue', async () => {
    const user = userEvent.setup();
    storeSession(admin);
    api.on('GET /api/newsletter/stats', ok({ success: true, confirmed: 12 }));
    api.on('POST /api/newsletter/send', ok({ success: true, message: 'Newsletter queued', queued: 12 }, 202));
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Newsletter' }));
    expect(await screen.findByText('12 addresses have confirmed their subscription.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveFocus();
    expect(subject).toHaveAccessibleDescription('Write a subject.');
    await user.type(subject, 'New batik arrivals');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Handloom tops are in.');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    expect(await screen.findByText('Queued for 12 subscribers.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/newsletter/send')[0]?.body).toEqual({
      subject: 'New batik arrivals',
      text: 'Handloom tops are in.',
    });
  });
});
