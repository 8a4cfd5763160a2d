// The first-visit introduction (spec §2), written once: its four screens in order, each with its address, its
// heading and the control that leads on, and the features the last screen lists. The SPA's screens, route
// table and onboarding gate, its component tests and the browser tests (through the package export
// `@store/frontend/onboarding-steps`) all read them from here, so this file imports nothing but paths.ts (and
// the English catalogue's key type) and stays free of React and zod. The screens show each text in the
// shopper's language through its catalogue key; the English text beside it is the catalogue's English,
// which the tests (in English) look for.
import type englishCatalogue from '../i18n/messages/en.json';
import { paths } from './paths';

type MessageKey = keyof typeof englishCatalogue;

export interface OnboardingStepConfig {
  /** The screen's own address. */
  readonly path: string;
  /** Its h1 and document title, in English. */
  readonly title: string;
  /** The catalogue key of the title, for the shopper's language. */
  readonly titleKey: MessageKey;
  /** The accessible name of the control that leads on, in English. */
  readonly action: string;
  /** The catalogue key of the control's name. */
  readonly actionKey: MessageKey;
  /** That control's role: a link to the next screen, or the button that finishes the onboarding. */
  readonly actionRole: 'link' | 'button';
  /** Where the control leads. */
  readonly next: string;
}

export const comparePricesStep = {
  path: paths.start,
  title: 'Compare Prices',
  titleKey: 'onboarding.comparePrices.title',
  action: 'Start Saving',
  actionKey: 'onboarding.comparePrices.action',
  actionRole: 'link',
  next: paths.test1,
} as const satisfies OnboardingStepConfig;

export const assistanceStep = {
  path: paths.test1,
  title: 'Real-Time Assistance',
  titleKey: 'onboarding.assistance.title',
  action: 'Start Your Journey',
  actionKey: 'onboarding.assistance.action',
  actionRole: 'link',
  next: paths.test3,
} as const satisfies OnboardingStepConfig;

export const voiceOverStep = {
  path: paths.test3,
  title: 'Voice-Over',
  titleKey: 'onboarding.voiceOver.title',
  action: 'Explore Now',
  actionKey: 'onboarding.voiceOver.action',
  actionRole: 'link',
  next: paths.taskbar,
} as const satisfies OnboardingStepConfig;

/** The last screen: its button stores the flag and opens the shop at its home page. */
export const taskbarStep = {
  path: paths.taskbar,
  title: 'Accessibility Taskbar',
  titleKey: 'onboarding.taskbar.title',
  action: 'Explore Now',
  actionKey: 'onboarding.taskbar.action',
  actionRole: 'button',
  next: paths.home,
} as const satisfies OnboardingStepConfig;

/** The screens in the order a first visit walks them (the first one is also shown at /). */
export const onboardingSteps: readonly OnboardingStepConfig[] = [
  comparePricesStep,
  assistanceStep,
  voiceOverStep,
  taskbarStep,
];

/** What the accessibility taskbar lets a shopper change, as the last screen lists it: English, and the key. */
export const taskbarFeatureMessages = [
  { text: 'Font Size', key: 'onboarding.taskbar.fontSize' },
  { text: 'Line Height', key: 'onboarding.taskbar.lineHeight' },
  { text: 'Letter Spacing', key: 'onboarding.taskbar.letterSpacing' },
  { text: 'Monochrome', key: 'onboarding.taskbar.monochrome' },
  { text: 'Vision Impaired', key: 'onboarding.taskbar.visionImpaired' },
  { text: 'Saturation', key: 'onboarding.taskbar.saturation' },
] as const satisfies ReadonlyArray<{ text: string; key: MessageKey }>;

/** The same in English (spec §2's words). */
export const taskbarFeatures: readonly string[] = taskbarFeatureMessages.map((feature) => feature.text);

/** The steps' own addresses; once onboarding is complete they lead back to the shop. */
export const introPaths: readonly string[] = onboardingSteps.map((step) => step.path);

/** The only routes before onboarding is complete: the root (showing the first screen) and the steps'. */
export const onboardingPaths: readonly string[] = [paths.home, ...introPaths];
