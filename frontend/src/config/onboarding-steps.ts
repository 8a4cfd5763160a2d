// The first-visit introduction (spec §2), written once: its four screens in order, each with its address, its
// heading and the control that leads on, and the features the last screen lists. The SPA's screens, route
// table and onboarding gate, its component tests and the browser tests (through the package export
// `@store/frontend/onboarding-steps`) all read them from here, so this file imports nothing but paths.ts and
// stays free of React and zod.
import { paths } from './paths';

export interface OnboardingStepConfig {
  /** The screen's own address. */
  readonly path: string;
  /** Its h1 and document title. */
  readonly title: string;
  /** The accessible name of the control that leads on. */
  readonly action: string;
  /** That control's role: a link to the next screen, or the button that finishes the onboarding. */
  readonly actionRole: 'link' | 'button';
  /** Where the control leads. */
  readonly next: string;
}

export const comparePricesStep = {
  path: paths.start,
  title: 'Compare Prices',
  action: 'Start Saving',
  actionRole: 'link',
  next: paths.test1,
} as const satisfies OnboardingStepConfig;

export const assistanceStep = {
  path: paths.test1,
  title: 'Real-Time Assistance',
  action: 'Start Your Journey',
  actionRole: 'link',
  next: paths.test3,
} as const satisfies OnboardingStepConfig;

export const voiceOverStep = {
  path: paths.test3,
  title: 'Voice-Over',
  action: 'Explore Now',
  actionRole: 'link',
  next: paths.taskbar,
} as const satisfies OnboardingStepConfig;

/** The last screen: its button stores the flag and opens the shop at its home page. */
export const taskbarStep = {
  path: paths.taskbar,
  title: 'Accessibility Taskbar',
  action: 'Explore Now',
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

/** What the accessibility taskbar lets a shopper change, as the last screen lists it. */
export const taskbarFeatures = [
  'Font Size',
  'Line Height',
  'Letter Spacing',
  'Monochrome',
  'Vision Impaired',
  'Saturation',
] as const;

/** The steps' own addresses; once onboarding is complete they lead back to the shop. */
export const introPaths: readonly string[] = onboardingSteps.map((step) => step.path);

/** The only routes before onboarding is complete: the root (showing the first screen) and the steps'. */
export const onboardingPaths: readonly string[] = [paths.home, ...introPaths];
