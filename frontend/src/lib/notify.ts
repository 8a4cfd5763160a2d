// Toasts (react-toastify, top-right, 5000 ms as the spec says). The container is a polite live region;
// each toast is role="status" except errors, which are role="alert" so they interrupt.
// react-toastify is not in the first load: the first toast fetches it, the toast region then mounts its
// container, and the toast is shown once the container is there (a live region must exist before what it
// announces is put in it, or screen readers say nothing).
import type { ReactNode } from 'react';
import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';
import { t } from '../i18n/i18n';

export const TOAST_AUTO_CLOSE_MS = 5000;

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | null = null;
let containerMounted: () => void = () => undefined;
const containerReady = new Promise<void>((resolve) => {
  containerMounted = resolve;
});
const regionListeners = new Set<() => void>();

/** react-toastify, fetched once; asking for it tells the toast region to mount its container. */
function loadToasts(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of regionListeners) listener();
  }
  return toastify;
}

/** For the toast region: whether a toast was asked for yet, and a way to hear when one is. */
export const toastDemand = {
  wanted: () => toastify !== null,
  subscribe(listener: () => void): () => void {
    regionListeners.add(listener);
    return () => regionListeners.delete(listener);
  },
  /** The container has been in the page long enough to be followed: toasts can be shown. */
  containerMounted: () => containerMounted(),
};

type Kind = 'success' | 'info' | 'warning' | 'error';

function show(kind: Kind, content: ReactNode, options: ToastOptions): void {
  void Promise.all([loadToasts(), containerReady]).then(([{ toast }]) => toast[kind](content, options));
}

export const notify = {
  success: (content: ReactNode, options?: ToastOptions) =>
    show('success', content, { role: 'status', ...options }),
  info: (content: ReactNode, options?: ToastOptions) => show('info', content, { role: 'status', ...options }),
  warning: (content: ReactNode, options?: ToastOptions) =>
    show('warning', content, { role: 'status', ...options }),
  error: (content: ReactNode, options?: ToastOptions) =>
    show('error', content, { role: 'alert', ...options }),
  dismiss: (id?: string | number) => {
    // After the same waits as `show`, so a toast shown just before is dismissed, not shown after.
    if (toastify) void Promise.all([toastify, containerReady]).then(([{ toast }]) => toast.dismiss(id));
  },
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
