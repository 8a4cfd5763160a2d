import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithQuery } from '../../../testing/query';
import { CheckoutForm } from './checkout-form';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({});
});
afterEach(() => api.restore());

function renderForm({ payhere = false, cardAvailable = false } = {}) {
  const user = userEvent.setup();
  const onPlaced = vi.fn();
  const onBill = vi.fn();
  renderWithQuery(
    <CheckoutForm
      lines={[
        {
          productId: '6b0c1c8e-5a9c-4c1e-9a53-000000000001',
          name: 'Shirt',
          size: 'M',
          quantity: 1,
          price: 1000,
        },
      ]}
      initialAddress={null}
      card={
        cardAvailable
          ? { available: true }
          : { available: false, reason: 'Card payments are not set up in this shop.' }
      }
      payhere={payhere}
      totals={null}
      onPlaced={onPlaced}
      onFailed={vi.fn()}
      onBill={onBill}
      billLink={() => null}
    />,
  );
  return { user, onPlaced, onBill };
}

describe('delivery form: the contract checks the address', () => {
  it("says the address schema's own rules, which no keystroke rule covers, on their fields", async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText('First name');
    // A hyphen is a letter-field character, but a name starts with a letter (contracts' LETTERS).
    await user.type(firstName, '-Nimali');
    expect(firstName).toHaveValue('-Nimali');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter only letters.');

    const street = screen.getByLabelText('Street');
    await user.click(street);
    await user.paste('1'.repeat(201));
    await user.tab();
    expect(street).toHaveAccessibleDescription('Street must be at most 200 characters.');
  });

  it("a blocked submit says each field's message and focuses the first wrong field", async () => {
    const { user, onPlaced } = renderForm();
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      '10 digits, for example 0771234567. Phone number is required.',
    );
    expect(screen.getByLabelText('State', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(onPlaced).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});

describe('payment choice: PayHere', () => {
  const payhereName = 'PayHere: Visa, Mastercard or American Express card, or a local wallet or bank account';

  it('is not offered when the shop has not set it up', () => {
    renderForm({ payhere: false });
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByRole('radio', { name: /PayHere/ })).not.toBeInTheDocument();
  });

  it("is a radio of the same group, and the quote of a PayHere choice is a card order's", async () => {
    const { user, onBill } = renderForm({ payhere: true });
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    const payhere = within(group).getByRole('radio', { name: payhereName });
    const cash = within(group).getByRole('radio', { name: 'CASH ON DELIVERY' });
    expect(payhere).toHaveAttribute('name', cash.getAttribute('name'));
    expect(payhere).not.toBeChecked();
    await user.click(payhere);
    expect(payhere).toBeChecked();
    expect(cash).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bill' }));
    await waitFor(() => expect(onBill).toHaveBeenCalledWith(null, 'Card'));
  });

  it('stands in for an unavailable card (PayHere takes cards): no disabled "Card" telling to pay cash', () => {
    renderForm({ payhere: true });
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PayHere', 'COD']);
    expect(within(group).queryByText(/Card payments are not set up/)).not.toBeInTheDocument();
  });

  it('sits between an available card and cash on delivery', () => {
    renderForm({ payhere: true, cardAvailable: true });
    const group = screen.getByRole('group', { name: 'PAYMENT METHOD' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Card', 'PayHere', 'COD']);
  });
});
