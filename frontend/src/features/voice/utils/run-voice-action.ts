// Carries out one understood voice command and answers the sentence the shopper sees and hears about it.
// Everything it acts on is handed in, so it is tested with transcripts and plain fakes.
import { languageNames, type Language } from '@store/contracts/languages';
import { paths } from '../../../config/paths';
import { t, type MessageKey } from '../../../i18n/i18n';
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
  /** The language the shopper speaks: the help list is read in it (English when not given). */
  language?: Language;
  /** Changes the shop's language (and the one voice commands are heard in). Optional until the voice
   * control hands it in; without it, "Sinhala" or "தமிழில்" is answered that it cannot be done here. */
  setLanguage?: (language: Language, options?: { announce?: boolean }) => Promise<void> | void;
  /** The newest product a live helper sent in the chat (its id), if any. */
  helperProduct?: () => string | null;
}

type Destination = Extract<VoiceAction, { type: 'navigate' }>['to'];

const destinations: Record<Destination, { path: string; name: MessageKey }> = {
  home: { path: paths.home, name: 'voice.reply.opening.home' },
  collection: { path: paths.collection, name: 'voice.reply.opening.collection' },
  cart: { path: paths.cart, name: 'voice.reply.opening.cart' },
  profile: { path: paths.profile, name: 'voice.reply.opening.profile' },
  orders: { path: paths.orders, name: 'voice.reply.opening.orders' },
  login: { path: paths.login, name: 'voice.reply.opening.login' },
  about: { path: paths.about, name: 'voice.reply.opening.about' },
  contact: { path: paths.contact, name: 'voice.reply.opening.contact' },
  accessibility: { path: paths.accessibility, name: 'voice.reply.opening.accessibility' },
  'live-help': { path: paths.liveStart, name: 'voice.reply.opening.liveHelp' },
  checkout: { path: paths.placeOrder, name: 'voice.reply.opening.checkout' },
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

const onboardingFirst = () => t('voice.reply.onboardingFirst');

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
      if (!context.onboardingComplete && target.path !== paths.home) return onboardingFirst();
      context.navigate(target.path);
      return t(target.name);
    }
    case 'search': {
      if (!context.onboardingComplete) return onboardingFirst();
      context.navigate(`${paths.collection}?search=${encodeURIComponent(action.query)}`);
      return t('voice.reply.searching', { query: action.query });
    }
    case 'logout': {
      if (!context.signedIn) {
        context.navigate(paths.login);
        return t('voice.reply.notSignedIn');
      }
      context.signOut();
      context.navigate(paths.login);
      return t('voice.reply.signedOut');
    }
    case 'taskbar':
      context.setTaskbarOpen(action.open);
      return t(action.open ? 'voice.reply.taskbarOpen' : 'voice.reply.taskbarClosed');
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
        : t('voice.reply.sizeOnProductPage');
    case 'turn-page':
      return context.page?.turnPage
        ? context.page.turnPage(action.direction)
        : t('voice.reply.pagesInCollection');
    case 'add-to-cart':
      return context.page?.addToCart ? await context.page.addToCart() : t('voice.reply.addOnProductPage');
    case 'read': {
      const text = context.page?.read?.() ?? context.pageText();
      if (!text.trim()) return t('voice.reply.nothingToRead');
      return speakOrSay(context, text, t('voice.reply.reading'));
    }
    case 'open-helper-product': {
      const productId = context.helperProduct?.() ?? null;
      if (!productId) return t('voice.reply.noHelperProduct');
      context.navigate(paths.product(productId));
      return t('voice.reply.openingHelperProduct');
    }
    case 'read-reviews': {
      if (!context.page?.readReviews) return t('voice.reply.reviewsOnProductPage');
      return speakOrSay(context, await context.page.readReviews(), t('voice.reply.readingReviews'));
    }
    case 'stop':
      context.speech.cancel();
      return t('voice.reply.stopped');
    case 'help':
      context.showHelp();
      // The list is on screen either way; it is read too when the browser can speak.
      if (context.speech.isSupported()) {
        context.speech.cancel();
        context.speech.speak(voiceCommandsReading(context.language ?? 'en'));
      }
      return t('voice.reply.help');
    case 'set-language':
      if (!context.setLanguage) return t('voice.reply.languageUnavailable');
      // The answer is said once, by the voice feedback, in the new language once its words are in.
      await context.setLanguage(action.language, { announce: false });
      return t('language.changed', { language: languageNames[action.language] });
  }
}
