import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { NewsletterBox } from './newsletter-box';

describe('newsletter box', () => {
  it('requires an email and says plainly that nothing is sent or stored', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    render(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'reader@shop.test');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Our newsletter is not being sent yet, so reader@shop.test has not been stored',
    );
    expect(localStorage.length).toBe(0);
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it("checks the address with the contract: a wrong one says the contract's message on the box", async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    render(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@shop');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address\.$/);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.type(email, '.test');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('so reader@shop.test has not been stored');
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});
