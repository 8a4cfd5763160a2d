// Carries out one understood voice command and answers the sentence the shopper sees and hears about it.
// Everything it acts on is handed in, so it is tested with transcripts and plain fakes.
import { paths } from '../../../config/paths';
import { messages } from '../../../lib/notify';
import type { PageVoiceHandlers } from '../../../lib/page-voice';
import type { SpeechService } from '../../../lib/speech';
import { voiceCommandsReading } from './voice-command-list';
import type { VoiceAction } from '../parse-command';

/** The display settings a command may change, as the voice feature names them (the app hands in the
 * accessibility feature's settings, which have this shape; features do not import each other). */
export type NumericSetting = 'fontSize' | 'lineHeight' | 'letterSpacing' | 'saturation';
export type SwitchSetting = 'monochrome' | 'visionImpaired' | 'seizureSafe';
export interface VoiceSettingsControl {
  step: (key: NumericSetting, direction: 1 | -1) => string;
  setContrast: (mode: 'default' | 'high') => string;
  setSwitch: (key: SwitchSetting, on: boolean) => string;
  reset: () => string;
}

export interface VoiceActionContext {
  navigate: (to: string) => void;
  signedIn: boolean;
  /** Clears the session (token and stored user info); the cart follows the session. */
  signOut: () => void;
  settings: VoiceSettingsControl;
  setTaskbarOpen: (open: boolean) => void;
  /** What the page on screen offers: its reading, sizes and Add to Cart. */
  page: PageVoiceHandlers | null;
  /** The page's main text, read when the page has no reading of its own. */
  pageText: () => string;
  speech: SpeechService;
  showHelp: () => void;
  onboardingComplete: boolean;
}

type Destination = Extract<VoiceAction, { type: 'navigate' }>['to'];

const destinations: Record<Destination, { path: string; name: string }> = {
  home: { path: paths.home, name: 'the home page' },
  collection: { path: paths.collection, name: 'the collection' },
  cart: { path: paths.cart, name: 'your cart' },
  profile: { path: paths.profile, name: 'your profile' },
  orders: { path: paths.orders, name: 'your orders' },
  login: { path: paths.login, name: 'the login page' },
  about: { path: paths.about, name: 'the About page' },
  contact: { path: paths.contact, name: 'the Contact page' },
  accessibility: { path: paths.accessibility, name: 'the Accessibility page' },
  'live-help': { path: paths.liveStart, name: 'live assistance' },
  checkout: { path: paths.placeOrder, name: 'checkout' },
};

const numericSettings: Record<
  Exclude<Extract<VoiceAction, { type: 'adjust' }>['setting'], 'contrast'>,
  NumericSetting
> = {
  'text-size': 'fontSize',
  'line-height': 'lineHeight',
  'letter-spacing': 'letterSpacing',
  saturation: 'saturation',
};

const switchSettings: Record<Extract<VoiceAction, { type: 'toggle' }>['setting'], SwitchSetting> = {
  monochrome: 'monochrome',
  'vision-impaired': 'visionImpaired',
  'seizure-safe': 'seizureSafe',
};

export const ONBOARDING_FIRST =
  'The shop opens after the introduction. Press the button at the bottom of each introduction page to go on.';
export const PRODUCT_PAGE_ONLY = (what: string) =>
  `${what} works on a product page. Say “go to collection”, open a product, then say it again.`;

function speakOrSay(context: VoiceActionContext, text: string, said: string): string {
  if (!context.speech.isSupported()) {
    window.alert(messages.speechUnsupported);
    return messages.speechUnsupported;
  }
  context.speech.cancel();
  context.speech.speak(text);
  return said;
}

export async function runVoiceAction(action: VoiceAction, context: VoiceActionContext): Promise<string> {
  switch (action.type) {
    case 'navigate': {
      const target = destinations[action.to];
      if (!context.onboardingComplete && target.path !== paths.home) return ONBOARDING_FIRST;
      context.navigate(target.path);
      return `Opening ${target.name}.`;
    }
    case 'search': {
      if (!context.onboardingComplete) return ONBOARDING_FIRST;
      context.navigate(`${paths.collection}?search=${encodeURIComponent(action.query)}`);
      return `Searching the collection for “${action.query}”.`;
    }
    case 'logout': {
      if (!context.signedIn) {
        context.navigate(paths.login);
        return 'You are not signed in. Opening the login page.';
      }
      context.signOut();
      context.navigate(paths.login);
      return 'You are signed out. Your cart on this device is cleared.';
    }
    case 'taskbar':
      context.setTaskbarOpen(action.open);
      return action.open ? 'Accessibility taskbar open.' : 'Accessibility taskbar closed.';
    case 'adjust': {
      if (action.setting === 'contrast') {
        return context.settings.setContrast(action.change === 'increase' ? 'high' : 'default');
      }
      return context.settings.step(numericSettings[action.setting], action.change === 'increase' ? 1 : -1);
    }
    case 'toggle':
      return context.settings.setSwitch(switchSettings[action.setting], action.on);
    case 'reset':
      return context.settings.reset();
    case 'select-size':
      return context.page?.selectSize
        ? context.page.selectSize(action.size)
        : PRODUCT_PAGE_ONLY('Choosing a size');
    case 'turn-page':
      return context.page?.turnPage
        ? context.page.turnPage(action.direction)
        : 'Pages work in the collection. Say “go to collection”, then “next page”.';
    case 'add-to-cart':
      return context.page?.addToCart
        ? await context.page.addToCart()
        : PRODUCT_PAGE_ONLY('Adding to the cart');
    case 'read': {
      const text = context.page?.read?.() ?? context.pageText();
      if (!text.trim()) return 'There is nothing to read on this page.';
      return speakOrSay(context, text, 'Reading this page aloud. Press Escape to stop.');
    }
    case 'stop':
      context.speech.cancel();
      return 'Stopped reading.';
    case 'help':
      context.showHelp();
      // The list is on screen either way; it is read too when the browser can speak.
      if (context.speech.isSupported()) {
        context.speech.cancel();
        context.speech.speak(voiceCommandsReading());
      }
      return 'Here is what you can say.';
  }
}
