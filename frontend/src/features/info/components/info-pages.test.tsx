import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../../i18n/i18n';
import { completeOnboardingFlag, listBody } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({ 'GET /api/product/list': ok(listBody([])) });
});
afterEach(() => api.restore());

const languages = [
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const;

function speak(language: 'si' | 'ta', messages: (typeof languages)[number][1]) {
  localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
  activateCatalogue(language, messages);
}

const main = () => screen.getByRole('main');

describe('About, Contact and Accessibility in English', () => {
  it('keep their English words', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /folded stack of shirts/ })).toBeInTheDocument();
  });

  it("says there are no jobs when 'Explore Jobs' is pressed", async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Explore Jobs' }));
    expect(within(main()).getByRole('status')).toHaveTextContent(
      'There are no job openings listed at the moment.',
    );
    const phone = within(main()).getByRole('link', { name: '+94 11 234 5678' });
    expect(phone).toHaveAttribute('href', 'tel:+94112345678');
    expect(phone.parentElement).toHaveTextContent('Tel: +94 11 234 5678');
  });
});

describe.each(languages)('About, Contact and Accessibility in %s', (language, messages, script) => {
  it('About: heading, picture, sections', async () => {
    speak(language, messages);
    renderApp('/about');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(script);
    expect(within(main()).getByRole('img').getAttribute('alt')).toMatch(script);
    for (const section of within(main()).getAllByRole('heading', { level: 3 })) {
      expect(section.textContent).toMatch(script);
    }
  });

  it('Contact: heading, phone and email links, Explore Jobs and its answer', async () => {
    speak(language, messages);
    const user = userEvent.setup();
    renderApp('/contact');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(script);
    const phone = within(main()).getByRole('link', { name: '+94 11 234 5678' });
    expect(phone.parentElement?.textContent).toMatch(script);
    // The address is the post office's, in English, and says so.
    expect(within(main()).getByText('No. 54, Galle Road')).toHaveAttribute('lang', 'en');
    await user.click(within(main()).getByRole('button', { name: script }));
    expect(within(main()).getByRole('status').textContent).toMatch(script);
  });

  it('Accessibility: heading, sections, the voice commands of the language and Get Live Help', async () => {
    speak(language, messages);
    renderApp('/accessibility');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(script);
    for (const section of within(main()).getAllByRole('heading', { level: 2 })) {
      expect(section.textContent).toMatch(script);
    }
    const commandGroups = within(main()).getAllByRole('heading', { level: 3 });
    expect(commandGroups.length).toBeGreaterThan(0);
    for (const group of commandGroups) expect(group.textContent).toMatch(script);
    expect(within(main()).getByRole('link', { name: script })).toHaveAttribute('href', '/live-start');
  });
});
