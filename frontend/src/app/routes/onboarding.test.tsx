import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import englishMessages from 'virtual:messages/en';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue, t } from '../../i18n/i18n';
import {
  comparePricesStep,
  onboardingSteps,
  taskbarFeatureMessages,
  taskbarStep,
} from '../../config/onboarding-steps';
import { listBody } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({ 'GET /api/product/list': ok(listBody([])) });
});
afterEach(() => api.restore());

const sinhala = /[\u0D80-\u0DFF]/;
const tamil = /[\u0B80-\u0BFF]/;

describe('onboarding words', () => {
  it("keeps the spec's English texts, which the browser tests read from the steps, in the English catalogue", () => {
    activateCatalogue('en', englishMessages);
    for (const step of onboardingSteps) {
      expect(t(step.titleKey)).toBe(step.title);
      expect(t(step.actionKey)).toBe(step.action);
    }
    for (const feature of taskbarFeatureMessages) expect(t(feature.key)).toBe(feature.text);
  });

  it.each([
    ['si', siMessages, sinhala],
    ['ta', taMessages, tamil],
  ] as const)('shows every screen in %s', async (language, messages, script) => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
    const user = userEvent.setup();
    renderApp(comparePricesStep.path);
    for (const step of onboardingSteps) {
      const heading = await screen.findByRole('heading', { level: 1, name: t(step.titleKey) });
      expect(heading.textContent).toMatch(script);
      expect(
        screen.getByText(t('onboarding.stepOf', { step: onboardingSteps.indexOf(step) + 1, steps: 4 })),
      ).toBeInTheDocument();
      const action = screen.getByRole(step.actionRole, { name: t(step.actionKey) });
      expect(action.textContent).toMatch(script);
      if (step === taskbarStep) {
        expect(screen.getByRole('list').textContent).toMatch(script);
        break;
      }
      await user.click(action);
    }
  });
});

describe('the first screen', () => {
  it('offers the language choice, and the introduction goes on in the chosen language', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Prices' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'தமிழ்' }));
    const heading = await screen.findByRole('heading', { level: 1, name: tamil });
    expect(heading).toHaveTextContent('விலைகளை ஒப்பிடுங்கள்');
    expect(document.documentElement).toHaveAttribute('lang', 'ta');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('accessibilitySettings') ?? '{}')).toMatchObject({
        language: 'ta',
      }),
    );
  });
});
