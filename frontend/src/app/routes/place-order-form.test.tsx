import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deliveryAddress,
  fill,
  openCheckout,
  placeButton,
  setUpCheckoutScene,
} from '../../testing/checkout-scene';

const scene = setUpCheckoutScene();

describe('delivery form rules (spec §5)', () => {
  it('blocks other keystrokes in letters-only fields with the message tied to the field', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const firstName = screen.getByLabelText('First name');
    await user.type(firstName, 'Nim4li');
    expect(firstName).toHaveValue('Nimli');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter only letters.');
    await user.tab();
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveValue('Nimli');
  });

  it("accepts any script's letters, space, hyphen, apostrophe and full stop", async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, {
      'First name': 'Jean-Luc',
      'Last name': "O'Brien",
      City: 'කොළඹ',
      State: 'St. Anne',
      Country: 'இலங்கை',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Jean-Luc');
    expect(screen.getByLabelText('Last name')).toHaveValue("O'Brien");
    expect(screen.getByLabelText('City')).toHaveValue('කොළඹ');
    expect(screen.getByLabelText('State', { exact: false })).toHaveValue('St. Anne');
    expect(screen.getByLabelText('Country')).toHaveValue('இலங்கை');
    for (const label of ['First name', 'Last name', 'City', 'Country'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
  });

  it('phone takes digits only and exactly 10; email, zipcode and required fields say why', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '077a');
    expect(phone).toHaveValue('077');
    expect(phone).toHaveAccessibleDescription(/Please enter only numbers\./);
    await fill(user, {
      ...deliveryAddress,
      'Phone number': '077123456',
      Email: 'nimali@example',
      Zipcode: '-1',
    });
    await user.click(placeButton());
    expect(phone).toHaveAccessibleDescription(/Phone number must be exactly 10 digits\./);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Zipcode')).toHaveAccessibleDescription(
      'Zipcode must be greater than or equal to 0.',
    );
    expect(scene.api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it("a blocked submit shows 'Please fix the errors before submitting.' and focuses the first wrong field", async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, { ...deliveryAddress, City: '' });
    await user.clear(screen.getByLabelText('City'));
    await user.click(placeButton());
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeInTheDocument();
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('City is required.');
    expect(scene.api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it('every field has its autocomplete token', async () => {
    await openCheckout();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Zipcode')).toHaveAttribute('autocomplete', 'postal-code');
  });
});
