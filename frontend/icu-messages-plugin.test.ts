import { languageLocales, languageNames, languages } from '@store/contracts/languages';
import { describe, expect, it } from 'vitest';
import englishMessages from 'virtual:messages/en';
import sinhalaMessages from 'virtual:messages/si';
import tamilMessages from 'virtual:messages/ta';
import { bootShell, FIRST_INTRO_SCREEN_PATH, formatPlainMessage } from './icu-messages-plugin';
import { introMarkScript, ONBOARDING_FLAG } from './page-start-script';
import { comparePricesStep } from './src/config/onboarding-steps';
import { navItems } from './src/app/layout/nav-items';
import { paths } from './src/config/paths';
import { activateCatalogue, t } from './src/i18n/i18n';
import en from './src/i18n/messages/en.json';
import si from './src/i18n/messages/si.json';
import ta from './src/i18n/messages/ta.json';

const catalogues = { en, si, ta } as const;
const compiled = { en: englishMessages, si: sinhalaMessages, ta: tamilMessages } as const;

describe('a message for the page before its scripts', () => {
  it('is the text with its arguments filled in', () => {
    expect(formatPlainMessage('Step {step, number} of {steps, number}', { step: 1, steps: 4 })).toBe(
      'Step 1 of 4',
    );
    expect(formatPlainMessage("The shop''s words")).toBe("The shop's words");
  });

  it('stops the build for what it cannot show (a plural, a missing value)', () => {
    expect(() => formatPlainMessage('{count, plural, one {# item} other {# items}}', { count: 1 })).toThrow(
      'cannot show',
    );
    expect(() => formatPlainMessage('Step {step, number}')).toThrow('no value for {step}');
  });
});

describe('the page before its scripts', () => {
  const shell = new DOMParser().parseFromString(bootShell(languageLocales), 'text/html');
  const intro = (language: string) => {
    const block = shell.querySelector(`.boot__intro[data-boot-language="${language}"]`);
    if (!block) throw new Error(`no introduction in ${language}`);
    return block;
  };

  it.each(languages)(
    'shows the introduction’s first screen in %s with the words the app shows there',
    (language) => {
      activateCatalogue(language, compiled[language]);
      const block = intro(language);
      expect(block.getAttribute('lang')).toBe(language);
      expect(block.querySelector('h1.onboarding__title')?.textContent).toBe(t(comparePricesStep.titleKey));
      expect(block.querySelector('.onboarding__text p')?.textContent).toBe(
        t('onboarding.comparePrices.text'),
      );
      expect(block.querySelector('.onboarding__step')?.textContent).toBe(
        t('onboarding.stepOf', { step: 1, steps: 4 }),
      );
      expect(block.querySelector('.taskbar__toggle')?.textContent).toBe(t('taskbar.label'));
      expect(block.querySelector('.language-picker')?.textContent).toBe(languageNames[language]);
      activateCatalogue('en', englishMessages);
    },
  );

  it.each(languages)(
    'has the room of the taskbar and the header above a preview in %s, with the words the app shows there',
    (language) => {
      activateCatalogue(language, compiled[language]);
      const frame = shell.querySelector(`.boot__frame[data-boot-language="${language}"]`);
      expect(frame?.getAttribute('lang')).toBe(language);
      expect(frame?.querySelector('.taskbar__toggle')?.textContent).toBe(t('taskbar.label'));
      expect(frame?.querySelector('.taskbar__hint')?.textContent).toBe(t('taskbar.shortcut'));
      expect(frame?.querySelector('.site-header__bar > .logo')?.textContent).toBe(`${t('brand.name')}.`);
      expect([...(frame?.querySelectorAll('.main-nav a') ?? [])].map((link) => link.textContent)).toEqual(
        navItems.map((item) => t(item.label)),
      );
      expect(frame?.querySelector('.site-header__voice')?.textContent).toBe(t('voice.button'));
      expect(frame?.querySelector('.language-picker')?.textContent).toBe(languageNames[language]);
      expect(
        [...(frame?.querySelectorAll('.site-header__more') ?? [])].map((more) => more.textContent),
      ).toEqual([t('header.login'), t('header.liveAssistance')]);
      expect(
        shell.querySelector(`.boot__parts[data-boot-language="${language}"]`)?.hasAttribute('hidden'),
      ).toBe(true);
      activateCatalogue('en', englishMessages);
    },
  );

  it('has nothing to press and reads only its words: the room kept for the app is hidden from everyone', () => {
    expect(shell.querySelectorAll('button, a[href], textarea, [tabindex]:not([tabindex="-1"])')).toHaveLength(
      0,
    );
    // The preview's room has the app's sort and filters as disabled controls out of the tab order, in rooms.
    for (const control of shell.querySelectorAll('input, select')) {
      expect(control.getAttribute('tabindex')).toBe('-1');
      expect(control.matches(':disabled')).toBe(true);
      expect(control.closest('.boot__room')).not.toBeNull();
    }
    for (const room of shell.querySelectorAll('.boot__room')) {
      expect(room.getAttribute('aria-hidden')).toBe('true');
    }
    for (const frame of shell.querySelectorAll('.boot__frame')) {
      expect(frame.getAttribute('aria-hidden')).toBe('true');
    }
    for (const language of languages) {
      expect(intro(language).querySelectorAll('h1')).toHaveLength(1);
      // The catalogues name each language as the language choice does.
      expect(catalogues[language][`language.${language}`]).toBe(languageNames[language]);
    }
  });
});

describe('the page’s script marks a new visitor’s introduction', () => {
  const mark = introMarkScript(FIRST_INTRO_SCREEN_PATH);
  const visit = (address: string, onboarded: boolean) => {
    window.history.replaceState(null, '', address);
    document.documentElement.removeAttribute('data-boot');
    if (onboarded) localStorage.setItem(ONBOARDING_FLAG, 'true');
    else localStorage.removeItem(ONBOARDING_FLAG);
    new Function(mark)();
    window.history.replaceState(null, '', '/');
    return document.documentElement.getAttribute('data-boot');
  };

  it('at the first screen’s addresses, for a visitor who has not finished the introduction', () => {
    expect(visit(paths.home, false)).toBe('intro');
    expect(visit(comparePricesStep.path, false)).toBe('intro');
    expect(visit(`${comparePricesStep.path}/`, false)).toBe('intro');
  });

  it('not after the introduction, and not at other addresses', () => {
    expect(visit(paths.home, true)).toBeNull();
    expect(visit(paths.collection, false)).toBeNull();
    expect(visit(paths.test1, false)).toBeNull();
  });
});
