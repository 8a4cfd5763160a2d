import { screen, within } from '@testing-library/react';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/i18n';
import { completeOnboardingFlag } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({});
});
afterEach(() => api.restore());

describe('an address the shop does not have', () => {
  it('says so and offers the home page and the collection', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/collection');
    expect(document.title).toBe('Page not found | Ceylon Threads');
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)('says it in %s', async (language, messages, script) => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    const main = within(screen.getByRole('main'));
    for (const link of main.getAllByRole('link')) expect(link).toHaveTextContent(script);
    expect(main.getAllByRole('paragraph').some((text) => script.test(text.textContent ?? ''))).toBe(true);
    expect(document.title).toMatch(script);
    // The skip link and the footer are the shop's frame, in the language too.
    expect(screen.getAllByRole('link')[0]).toHaveTextContent(script);
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation')).toHaveAccessibleName(script);
  });
});
