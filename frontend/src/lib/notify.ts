// Toasts (react-toastify, top-right, 5000 ms as the spec says). The container is a polite live region;
// each toast is role="status" except errors, which are role="alert" so they interrupt.
import type { ReactNode } from 'react';
import { toast, type ToastOptions } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;

export const notify = {
  success: (content: ReactNode, options?: ToastOptions) =>
    toast.success(content, { role: 'status', ...options }),
  info: (content: ReactNode, options?: ToastOptions) => toast.info(content, { role: 'status', ...options }),
  warning: (content: ReactNode, options?: ToastOptions) =>
    toast.warning(content, { role: 'status', ...options }),
  error: (content: ReactNode, options?: ToastOptions) => toast.error(content, { role: 'alert', ...options }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

/** The spec's error texts (§5, §8) that several screens share. */
export const messages = {
  fetchProducts: 'Error fetching products',
  addToCart: 'Error adding item to cart',
  updateQuantity: 'Error updating item quantity',
  selectSize: 'Please select a product size',
  speechUnsupported: "Your browser doesn't support speech synthesis.",
  sessionExpired: 'Your session has ended. Please log in again.',
} as const;
