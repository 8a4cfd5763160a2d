import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../../i18n/i18n';
import { listBody, product } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithQuery } from '../../../testing/query';
import { ProductAdmin } from './product-admin';

const freshTrousers = () =>
  product({ name: 'Cotton Trousers', sizes: ['S', '30', '32'], stock: { S: 4, 30: 2, 32: 0 } });
let trousers = freshTrousers();
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /api/product/list': () => ok({ ...listBody([trousers]), page: 1, limit: 10 }),
    'POST /api/product/stock': ({ body }) => {
      const { size, quantity } = body as { size: string; quantity: number };
      trousers = { ...trousers, stock: { ...trousers.stock, [size]: quantity } };
      return ok({ success: true, message: 'Stock saved.', product: trousers });
    },
  });
});
afterEach(() => api.restore());

async function openStockDialog() {
  const user = userEvent.setup();
  renderWithQuery(<ProductAdmin />);
  await user.click(await screen.findByRole('button', { name: 'Edit stock of Cotton Trousers' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Stock of Cotton Trousers' }));
  return { user, dialog, box: (size: string) => dialog.getByRole('textbox', { name: `Size ${size}` }) };
}

describe('the stock dialog: the contract checks each count', () => {
  it('says on each wrong box why, focuses the first, says it in the alert, and sends nothing', async () => {
    const { user, dialog, box } = await openStockDialog();
    await user.clear(box('S'));
    await user.clear(box('32'));
    await user.type(box('32'), '200000');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(box('S')).toHaveFocus());
    expect(box('S')).toHaveAttribute('aria-invalid', 'true');
    expect(box('S')).toHaveAccessibleDescription('Stock of S must be a whole number, 0 or more.');
    expect(box('30')).not.toHaveAttribute('aria-invalid');
    expect(box('32')).toHaveAccessibleDescription('Stock of 32 must be at most 100000.');
    expect(dialog.getByRole('alert')).toHaveTextContent('Stock of S must be a whole number, 0 or more.');
    expect(api.callsTo('POST', '/api/product/stock')).toHaveLength(0);
  });

  it('sends only the sizes that changed, numeric sizes included', async () => {
    const { user, dialog, box } = await openStockDialog();
    await user.clear(box('32'));
    await user.type(box('32'), ' 5 ');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/product/stock').map((call) => call.body)).toEqual([
      { productId: trousers._id, size: '32', quantity: 5 },
    ]);
  });
});

describe('the text dialog: a product’s words in English, Sinhala and Tamil', () => {
  it('loads the stored translations in English beside them, and saves every box', async () => {
    const user = userEvent.setup();
    api.on('GET /api/product/:id', () =>
      ok({
        success: true,
        language: 'en',
        product: {
          ...trousers,
          translations: { si: { name: 'කපු කලිසම', imageAlts: ['කලිසමේ ඉදිරිපස', ''] } },
        },
      }),
    );
    api.on('PATCH /api/product/:id', ({ body }) =>
      ok({ success: true, message: 'Product updated', product: { ...trousers, ...(body as object) } }),
    );
    renderWithQuery(<ProductAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Edit text of Cotton Trousers' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Text of Cotton Trousers' }));
    const sinhala = within(await dialog.findByRole('group', { name: 'Sinhala' }));
    const tamil = within(dialog.getByRole('group', { name: 'Tamil' }));
    // Read in English (the product's own text), with every stored translation.
    expect(api.callsTo('GET', `/api/product/${trousers._id}`)[0]?.query.get('lang')).toBe('en');
    expect(dialog.getByRole('textbox', { name: 'Product name' })).toHaveValue('Cotton Trousers');
    expect(dialog.getByRole('textbox', { name: 'Alt text for image 2' })).toHaveValue(trousers.imageAlt[1]);
    expect(sinhala.getByRole('textbox', { name: 'Sinhala name' })).toHaveValue('කපු කලිසම');
    expect(sinhala.getByRole('textbox', { name: 'Sinhala alt text, image 1' })).toHaveValue('කලිසමේ ඉදිරිපස');
    expect(sinhala.getByRole('textbox', { name: 'Sinhala alt text, image 1' })).toHaveAttribute('lang', 'si');
    expect(tamil.getByRole('textbox', { name: 'Tamil name' })).toHaveValue('');

    await user.clear(sinhala.getByRole('textbox', { name: 'Sinhala name' }));
    await user.type(tamil.getByRole('textbox', { name: 'Tamil name' }), 'பருத்திக் கால்சட்டை');
    await user.type(tamil.getByRole('textbox', { name: 'Tamil alt text, image 2' }), 'பின்புறத் தோற்றம்');
    await user.click(dialog.getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every box is sent: an emptied translation is removed, so the shop shows the English there.
    expect(api.callsTo('PATCH', `/api/product/${trousers._id}`).map((call) => call.body)).toEqual([
      {
        name: 'Cotton Trousers',
        description: trousers.description,
        imageAlt: trousers.imageAlt,
        translations: {
          si: { name: '', description: '', imageAlts: ['කලිසමේ ඉදිරිපස', ''] },
          ta: { name: 'பருத்திக் கால்சட்டை', description: '', imageAlts: ['', 'பின்புறத் தோற்றம்'] },
        },
      },
    ]);
  });

  it('says the English name is required, in the box, and sends nothing', async () => {
    const user = userEvent.setup();
    api.on('GET /api/product/:id', () => ok({ success: true, product: trousers }));
    renderWithQuery(<ProductAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Edit text of Cotton Trousers' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Text of Cotton Trousers' }));
    const name = await dialog.findByRole('textbox', { name: 'Product name' });
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(api.callsTo('PATCH', `/api/product/${trousers._id}`)).toHaveLength(0);
  });
});

describe('the products in Sinhala and in Tamil', () => {
  // The stock tests above change the stock of 32.
  beforeEach(() => {
    trousers = freshTrousers();
  });

  it('speaks Sinhala: heading, search, stock in words, buttons and the stock dialog', async () => {
    activateCatalogue('si', siMessages);
    const user = userEvent.setup();
    renderWithQuery(<ProductAdmin />);
    expect(screen.getByRole('heading', { name: 'නිෂ්පාදන' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'නිෂ්පාදන සොයන්න' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^තොගය අඩු ඒවා පමණි/ })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Cotton Trousers' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('list')).toHaveTextContent('S: 430: 2 (අඩුයි)32: 0 (අවසන්)');
    expect(screen.getByRole('status')).toHaveTextContent('නිෂ්පාදන 1. පිටුව 1 / 1.');
    expect(screen.getByRole('columnheader', { name: 'තොගය' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^පෙළ වෙනස් කරන්න/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^ඉවත් කරන්න/ })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^තොගය වෙනස් කරන්න/ }));
    const dialog = within(screen.getByRole('dialog', { name: /හි තොගය$/ }));
    expect(dialog.getByRole('textbox', { name: 'ප්‍රමාණය S' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'තොගය සුරකින්න' })).toBeInTheDocument();
  });

  it('speaks Tamil: heading, search, stock in words and buttons', async () => {
    activateCatalogue('ta', taMessages);
    renderWithQuery(<ProductAdmin />);
    expect(screen.getByRole('heading', { name: 'பொருட்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'பொருட்களைத் தேடுக' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Cotton Trousers' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('list')).toHaveTextContent('S: 430: 2 (குறைவு)32: 0 (தீர்ந்தது)');
    expect(screen.getByRole('status')).toHaveTextContent('1 பொருள். பக்கம் 1 / 1.');
    expect(within(row).getByRole('button', { name: /^இருப்பைத் திருத்து/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^உரையைத் திருத்து/ })).toBeInTheDocument();
  });
});
