import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
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
