// A returning visitor's browser: what the store keeps in localStorage (the session, the accessibility
// settings with the language), written before every page load, so a test starts signed in or in a language
// without walking the login form or the taskbar.
import type { Page } from '@playwright/test';
import type { Language } from '@store/contracts/languages';
import type { Account } from './api';

/** Every page load starts in `language` with these settings. */
export async function startIn(page: Page, language: Language, settings: Record<string, unknown> = {}) {
  await page.addInitScript(
    (stored) => {
      localStorage.setItem('accessibilitySettings', JSON.stringify(stored));
    },
    { ...settings, language },
  );
}

/** Every page load starts signed in as `account` (a shopper unless said). */
export async function signInStored(
  page: Page,
  account: Pick<Account, 'token' | 'id' | 'name' | 'email'>,
  role: 'shopper' | 'helper' | 'admin' = 'shopper',
) {
  await page.addInitScript(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('userInfo', JSON.stringify(session.user));
    },
    {
      token: account.token,
      user: { id: account.id, name: account.name, email: account.email, role },
    },
  );
}
