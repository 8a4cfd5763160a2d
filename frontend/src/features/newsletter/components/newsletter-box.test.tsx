import { render, screen } from '@testing-library/react';
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
});
