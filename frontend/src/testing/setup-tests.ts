import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach } from 'vitest';
import { clearQueryCache } from '../lib/use-query';

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
  // The accessibility settings live on <html>: every test starts from a bare root.
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) {
    if (attribute.name.startsWith('data-')) root.removeAttribute(attribute.name);
  }
  root.removeAttribute('style');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearQueryCache();
  toast.dismiss();
});
