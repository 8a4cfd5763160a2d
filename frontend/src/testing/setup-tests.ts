import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach } from 'vitest';
import englishMessages from 'virtual:messages/en';
import { activateCatalogue } from '../i18n/i18n';
import { setHelperSentProduct } from '../lib/helper-sent';
import { speech } from '../lib/speech';
import { takeContractViolations } from './mock-api';

// The default 1 s for findBy/waitFor is too short for a lazily loaded route's first render on a busy
// machine (CI, parallel runs); a failing wait still fails, only later.
configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  // Screens render in English unless a test picks another language.
  activateCatalogue('en', englishMessages);
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
  // The accessibility settings live on <html>: every test starts from a bare root.
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) {
    if (attribute.name.startsWith('data-')) root.removeAttribute(attribute.name);
  }
  root.removeAttribute('style');
  // The app names each page in the title; a test that reads it must not see the last test's.
  document.title = '';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  toast.dismiss();
  // The one speech service outlives a test (and, sharing a worker's modules, its file): nothing a test left
  // speaking, paused or at another rate reaches the next.
  speech.cancel();
  speech.setRate(1);
  setHelperSentProduct(null);
  // A mocked answer the real API could not give fails the test, even if the screen coped with the error.
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(violations.map((violation) => violation.message).join('\n'));
});
