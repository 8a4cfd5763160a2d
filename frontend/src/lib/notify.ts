// Toasts (react-toastify, top-right, 5000 ms as the spec says). The container is a polite live region;
// each toast is role="status" except errors, which are role="alert" so they interrupt.
import type { ReactNode } from 'react';
import { toast, type ToastOptions } from 'react-toastify';
import { t } from '../i18n/i18n';

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

/**
 * The spec's error texts (§5, §8) that several screens share, in the shopper's language at the moment one
 * is read (each is a getter: the language can change while the shop is open).
 */
export const messages = {
  get fetchProducts() {
    return t('toast.fetchProducts');
  },
  get addToCart() {
    return t('toast.addToCart');
  },
  get updateQuantity() {
    return t('toast.updateQuantity');
  },
  get selectSize() {
    return t('toast.selectSize');
  },
  get speechUnsupported() {
    return t('toast.speechUnsupported');
  },
  get sessionExpired() {
    return t('toast.sessionExpired');
  },
};
