import { productInputSchema } from '@store/contracts/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../../i18n/i18n';
import { product } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithQuery } from '../../../testing/query';
import { AddProductForm } from './add-product-form';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({});
});
afterEach(() => api.restore());

function renderForm() {
  const user = userEvent.setup();
  renderWithQuery(<AddProductForm />);
  return {
    user,
    name: screen.getByLabelText('Product name'),
    description: screen.getByLabelText('Product description'),
    price: screen.getByLabelText('Price (LKR)'),
    add: screen.getByRole('button', { name: 'ADD PRODUCT' }),
  };
}

describe('add a product: the contract checks the form', () => {
  it("says the product schema's messages on their fields and focuses the first", async () => {
    const { user, name, description, price, add } = renderForm();
    await user.click(add);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(description).toHaveAccessibleDescription('Description is required.');
    expect(price).toHaveAccessibleDescription('Price must be a number.');
    expect(screen.getByRole('group', { name: 'Sizes and stock' })).toHaveAccessibleDescription(
      'Choose at least one size.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a price of 0 or with three decimals, and a stock above the most the shop counts', async () => {
    const { user, name, description, price, add } = renderForm();
    await user.type(name, 'Linen Shirt');
    await user.type(description, 'Cool and light.');
    await user.type(price, '0');
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock of L' }), '200000');
    await user.click(add);
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription('Price must be above 0.');
    expect(screen.getByRole('textbox', { name: 'Stock of L' })).toHaveAccessibleDescription(
      'Stock of L must be at most 100000.',
    );

    await user.clear(price);
    await user.type(price, '12.345');
    expect(price).toHaveAccessibleDescription('must have at most two decimals');
    expect(api.calls).toHaveLength(0);
  });

  it('counts only the ticked sizes’ stock: a size unticked again is not checked', async () => {
    const { user, name, description, price, add } = renderForm();
    await user.type(name, 'Linen Shirt');
    await user.type(description, 'Cool and light.');
    await user.type(price, '4490');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock of M' }), 'ten');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    await user.click(add);
    // The fields are right; what is missing now is an image, which travels beside the form.
    const images = screen.getByLabelText(/^Images/);
    await waitFor(() => expect(images).toHaveFocus());
    expect(images).toHaveAccessibleDescription('Add at least one image (JPEG, PNG or WebP).');
    expect(screen.queryByText(/Stock of M must be/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('add a product: its text in Sinhala and Tamil', () => {
  it('sends the Sinhala and Tamil text typed beside the English, and leaves out what was not', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    api.on('POST /api/product/add', () =>
      ok({ success: true, message: 'Product added', product: product({ name: 'Linen Shirt' }) }, 201),
    );
    const { user, name, description, price, add } = renderForm();
    await user.upload(
      screen.getByLabelText(/^Images/),
      new File(['png'], 'shirt.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Alt text for image 1'), 'A white linen shirt, front view');
    await user.type(name, 'Linen Shirt');
    await user.type(description, 'Cool and light.');
    await user.type(price, '4490');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));

    const sinhala = within(screen.getByRole('group', { name: 'Sinhala' }));
    const tamil = within(screen.getByRole('group', { name: 'Tamil' }));
    // Each box says which language is typed in it, so a screen reader reads it in that voice.
    expect(sinhala.getByRole('textbox', { name: 'Sinhala name' })).toHaveAttribute('lang', 'si');
    expect(tamil.getByRole('textbox', { name: 'Tamil description' })).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('group', { name: 'Sinhala' })).toHaveAccessibleDescription(
      'Optional. Where a box is left empty, the shop shows the English text.',
    );
    await user.type(sinhala.getByRole('textbox', { name: 'Sinhala name' }), 'ලිනන් කමිසය');
    await user.type(sinhala.getByRole('textbox', { name: 'Sinhala description' }), ' සිසිල් හා සැහැල්ලුයි. ');
    await user.type(
      sinhala.getByRole('textbox', { name: 'Sinhala alt text, image 1' }),
      'සුදු ලිනන් කමිසයක්, ඉදිරිපස',
    );
    await user.type(tamil.getByRole('textbox', { name: 'Tamil name' }), 'லினன் சட்டை');
    await user.click(add);

    // Added: the form starts again, translations included.
    await waitFor(() => expect(name).toHaveValue(''));
    expect(sinhala.getByRole('textbox', { name: 'Sinhala name' })).toHaveValue('');
    const [call] = api.callsTo('POST', '/api/product/add');
    const form = call?.body as FormData;
    expect(JSON.parse(String(form.get('translations')))).toEqual({
      si: {
        name: 'ලිනන් කමිසය',
        description: 'සිසිල් හා සැහැල්ලුයි.',
        imageAlts: ['සුදු ලිනන් කමිසයක්, ඉදිරිපස'],
      },
      ta: { name: 'லினன் சட்டை' },
    });
    // The API takes the form's text fields as they are sent.
    const fields = Object.fromEntries(
      [...form.keys()]
        .filter((key) => !key.startsWith('image') || key === 'imageAlt')
        .map((key) => {
          const values = form.getAll(key).map(String);
          return [key, values.length === 1 ? values[0] : values];
        }),
    );
    expect(productInputSchema.safeParse(fields).success).toBe(true);
  });

  it('sends no translations when none were typed (the shop shows the English)', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    api.on('POST /api/product/add', () =>
      ok({ success: true, message: 'Product added', product: product({ name: 'Linen Shirt' }) }, 201),
    );
    const { user, name, description, price, add } = renderForm();
    await user.upload(
      screen.getByLabelText(/^Images/),
      new File(['png'], 'shirt.png', { type: 'image/png' }),
    );
    await user.type(name, 'Linen Shirt');
    await user.type(description, 'Cool and light.');
    await user.type(price, '4490');
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(add);
    await waitFor(() => expect(api.callsTo('POST', '/api/product/add')).toHaveLength(1));
    expect((api.callsTo('POST', '/api/product/add')[0]?.body as FormData).has('translations')).toBe(false);
  });
});

describe('add a product in Sinhala and in Tamil', () => {
  it('speaks Sinhala: heading, labels, groups, the button and the refusals', async () => {
    activateCatalogue('si', siMessages);
    const user = userEvent.setup();
    renderWithQuery(<AddProductForm />);
    expect(screen.getByRole('heading', { name: 'නිෂ්පාදනයක් එක් කරන්න' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'නිෂ්පාදනයේ නම' });
    expect(screen.getByRole('group', { name: 'ප්‍රමාණ සහ තොගය' })).toBeInTheDocument();
    const sinhala = within(screen.getByRole('group', { name: 'සිංහල' }));
    expect(sinhala.getByRole('textbox', { name: 'සිංහල නම' })).toHaveAttribute('lang', 'si');
    expect(sinhala.getByRole('textbox', { name: 'සිංහල විස්තරය' })).toBeInTheDocument();
    const tamil = within(screen.getByRole('group', { name: 'දෙමළ' }));
    expect(tamil.getByRole('textbox', { name: 'දෙමළ නම' })).toHaveAttribute('lang', 'ta');
    await user.click(screen.getByRole('button', { name: 'නිෂ්පාදනය එක් කරන්න' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('නම අවශ්‍යයි.');
    expect(screen.getByRole('textbox', { name: 'මිල (LKR)' })).toHaveAccessibleDescription('මිල අංකයක් විය යුතුය.');
  });

  it('speaks Tamil: heading, labels, groups and the button', () => {
    activateCatalogue('ta', taMessages);
    renderWithQuery(<AddProductForm />);
    expect(screen.getByRole('heading', { name: 'புதிய பொருளைச் சேர்' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'பொருளின் பெயர்' })).toBeInTheDocument();
    const sinhala = within(screen.getByRole('group', { name: 'சிங்களம்' }));
    expect(sinhala.getByRole('textbox', { name: 'சிங்களப் பெயர்' })).toHaveAttribute('lang', 'si');
    const tamil = within(screen.getByRole('group', { name: 'தமிழ்' }));
    expect(tamil.getByRole('textbox', { name: 'தமிழ் விவரம்' })).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('button', { name: 'பொருளைச் சேர்' })).toBeInTheDocument();
  });
});
