// Toasts arrive with react-toastify fetched on the first one: the container must be in the page before a
// toast is put in it, and a toast dismissed right after it was asked for must not show up later.
import { render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ToastRegion } from '../components/ui/toast-region';
import { notify } from './notify';

describe('notify', () => {
  it('dismisses a toast asked for just before, while react-toastify is still on its way', async () => {
    render(<ToastRegion />);
    notify.error('Please fix the errors', { toastId: 'fix-errors' });
    notify.dismiss('fix-errors');
    notify.info('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Dismissed, it leaves by its exit animation (which jsdom never ends): asked whether it is still shown.
    expect(toast.isActive('fix-errors')).toBe(false);
  });

  it('shows a toast as a status, an error as an alert', async () => {
    render(<ToastRegion />);
    notify.success('Added to cart');
    notify.error('Could not add to cart');
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Could not add to cart').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Added to cart').closest('[role="status"]')).not.toBeNull();
  });
});
