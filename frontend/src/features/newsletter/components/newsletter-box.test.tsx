import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBE_ANSWER, newsletterFormSchema } from '@store/contracts/newsletter';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../../i18n/i18n';
import { contractMessages, matchFormMessage } from '../../../lib/form-errors';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { NewsletterBox, newsletterFormMessages } from './newsletter-box';

describe('newsletter box', () => {
  it('asks the server to subscribe the address, which mails a link to confirm; the answer is the status', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/newsletter/subscribe': ok({ success: true, message: NEWSLETTER_SUBSCRIBE_ANSWER }),
    });
    render(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'reader@shop.test');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Almost done: if reader@shop.test is not subscribed yet, we have sent it a link. Open it to confirm your subscription.',
      ),
    );
    expect(api.callsTo('POST', '/api/newsletter/subscribe')[0]?.body).toEqual({
      email: 'reader@shop.test',
      language: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('');
    api.restore();
  });

  it('says a refusal in its alert and keeps the address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/newsletter/subscribe': fail(429, 'Too many newsletter subscriptions from this network.'),
    });
    render(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@shop.test');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent: Too many newsletter/);
    expect(email).toHaveValue('reader@shop.test');
    expect(screen.getByRole('status')).toHaveTextContent('');
    api.restore();
  });

  it("checks the address with the contract: a wrong one says the contract's message on the box", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/newsletter/subscribe': ok({ success: true, message: NEWSLETTER_SUBSCRIBE_ANSWER }),
    });
    render(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@shop');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address\.$/);
    expect(screen.getByRole('status')).toHaveTextContent('');

    // Once sent, the box is checked again as it changes: the message goes when the address is right.
    await user.type(email, '.test');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(email).toHaveAccessibleDescription(/^News of new arrivals by email/);
    await user.type(email, '@');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Please enter a valid email address\.$/));
    await user.type(email, '{Backspace}');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('if reader@shop.test is not subscribed yet'),
    );
    expect(api.callsTo('POST', '/api/newsletter/subscribe')).toHaveLength(1);
    api.restore();
  });
});

describe('newsletter box in Sinhala and Tamil', () => {
  it('has a catalogue message for every message of the contract', () => {
    const missing = [...contractMessages(newsletterFormSchema)].filter(
      (message) => !matchFormMessage(message, newsletterFormMessages),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)(
    'speaks %s: heading, box, button, the contract message and the answer',
    async (language, messages, script) => {
      activateCatalogue(language, messages);
      const user = userEvent.setup();
      const api = mockApi({
        'POST /api/newsletter/subscribe': ok({ success: true, message: NEWSLETTER_SUBSCRIBE_ANSWER }),
      });
      render(<NewsletterBox />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(script);
      const email = screen.getByRole('textbox', { name: script });
      expect(email.getAttribute('placeholder')).toMatch(script);
      const subscribe = screen.getByRole('button', { name: script });
      await user.type(email, 'reader@shop');
      await user.click(subscribe);
      await waitFor(() => expect(email).toHaveFocus());
      expect(email).toHaveAccessibleDescription(script);
      await user.type(email, '.test');
      await user.click(subscribe);
      await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(script));
      expect(screen.getByRole('status')).toHaveTextContent('reader@shop.test');
      api.restore();
    },
  );
});
