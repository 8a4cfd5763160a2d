import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/i18n';
import { shirt, setUpCheckoutScene } from '../../testing/checkout-scene';
import { auth, storeSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const scene = setUpCheckoutScene();

describe.each([
  [
    'si',
    siMessages,
    /[\u0D80-\u0DFF]/,
    'නගරය අවශ්‍යයි.',
    'කරුණාකර අකුරු පමණක් ඇතුළත් කරන්න.',
    'යැවීමට පෙර කරුණාකර දෝෂ නිවැරදි කරන්න.',
  ],
  [
    'ta',
    taMessages,
    /[\u0B80-\u0BFF]/,
    'நகரம் அவசியம்.',
    'எழுத்துகளை மட்டும் உள்ளிடவும்.',
    'சமர்ப்பிக்கும் முன் பிழைகளைத் திருத்தவும்.',
  ],
] as const)('/place-order in %s', (language, messages, script, cityRequired, onlyLetters, fixErrors) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  async function openTranslatedCheckout() {
    storeSession(auth());
    renderApp('/place-order');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    return within(await screen.findByRole('main')).findAllByRole('textbox');
  }

  it('labels the form and the payment choice in the language, and says the rules in it', async () => {
    const user = userEvent.setup();
    const [firstName] = await openTranslatedCheckout();
    for (const box of within(screen.getByRole('main')).getAllByRole('textbox')) {
      expect(box).toHaveAccessibleName(script);
    }
    const payment = screen.getByRole('group', { name: script });
    for (const choice of within(payment).getAllByRole('radio')) expect(choice).toHaveAccessibleName(script);
    // The server's reason for no cards is English: the option gives its own instead.
    expect(within(payment).getAllByRole('radio')[0]).toHaveAccessibleDescription(script);
    if (!firstName) throw new Error('no first name box');
    await user.type(firstName, 'Nim4li');
    expect(firstName).toHaveAccessibleDescription(onlyLetters);

    const place = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    expect(place).toHaveAccessibleName(script);
    if (place) await user.click(place);
    const city = screen
      .getAllByRole('textbox')
      .find((box) => box.getAttribute('autocomplete') === 'address-level2');
    expect(city).toHaveAccessibleDescription(cityRequired);
    expect(await screen.findByText(fixErrors)).toBeInTheDocument();
    expect(scene.api.callsTo('POST', '/api/order/place')).toHaveLength(0);
  });

  it("says the server's refusal in the language, from the answer's code and details", async () => {
    const user = userEvent.setup();
    scene.api.on(
      'POST /api/order/place',
      () =>
        ({
          status: 409,
          body: {
            success: false,
            code: 'out_of_stock',
            message: 'Only 1 of Linen Shirt in size M is left; you asked for 2.',
            details: { productId: shirt._id, name: 'Linen Shirt', size: 'M', requested: 2, available: 1 },
          },
        }) as const,
    );
    const boxes = await openTranslatedCheckout();
    const values = [
      'නිමාලි',
      'Perera',
      'nimali@example.lk',
      '12 Galle Road',
      'Colombo',
      '',
      '00300',
      'Sri Lanka',
      '0771234567',
    ];
    for (const [index, box] of boxes.entries()) if (values[index]) await user.type(box, values[index] ?? '');
    const place = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    if (place) await user.click(place);
    const alerts = await screen.findAllByRole('alert');
    const said = alerts.find(
      (alert) => alert.textContent?.includes('Linen Shirt') && script.test(alert.textContent),
    );
    expect(said).toBeDefined();
    expect(said?.textContent).not.toContain('asked for');
  });
});
