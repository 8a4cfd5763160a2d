import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
  document.documentElement.removeAttribute('data-contrast');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.dismiss();
});
