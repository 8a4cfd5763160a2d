import type { Language } from '@store/contracts/languages';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../../i18n/i18n';
import type { SpeechService } from '../../../lib/speech';
import { runVoiceAction, type VoiceActionContext } from './run-voice-action';
import { voiceCommandsReading } from './voice-command-list';

function fakeContext(overrides: Partial<VoiceActionContext> = {}): VoiceActionContext {
  const speech: SpeechService = {
    isSupported: () => true,
    speak: vi.fn(() => true),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    setRate: vi.fn(),
    state: () => 'idle',
    subscribe: () => () => undefined,
  };
  return {
    navigate: vi.fn(),
    signedIn: false,
    signOut: vi.fn(),
    settings: { step: vi.fn(), setContrast: vi.fn(), setSwitch: vi.fn(), reset: vi.fn() },
    setTaskbarOpen: vi.fn(),
    page: null,
    pageText: () => '',
    speech,
    showHelp: vi.fn(),
    onboardingComplete: true,
    ...overrides,
  };
}

describe('runVoiceAction', () => {
  const saidOnceSwitched: Record<Language, string> = {
    en: 'The shop is now in English.',
    si: 'වෙළඳසැල දැන් සිංහල භාෂාවෙන්.',
    ta: 'கடை இப்போது தமிழ் மொழியில் உள்ளது.',
  };

  it.each(['en', 'si', 'ta'] as const)('changes the language to %s and says so in it', async (language) => {
    // The shop's language really changes (its words arrive) before the answer is made.
    const setLanguage = vi.fn(async (chosen: Language) => {
      if (chosen === 'si') activateCatalogue('si', siMessages);
      if (chosen === 'ta') activateCatalogue('ta', taMessages);
    });
    const answer = await runVoiceAction({ type: 'set-language', language }, fakeContext({ setLanguage }));
    expect(setLanguage).toHaveBeenCalledWith(language, { announce: false });
    expect(answer).toBe(saidOnceSwitched[language]);
  });

  it('opens the newest product the helper sent, and says so when there is none', async () => {
    const navigate = vi.fn();
    const productId = '0b0e8c0e-1c1f-4a4e-9d57-0f0a4b7f6b11';
    const opened = await runVoiceAction(
      { type: 'open-helper-product' },
      fakeContext({ navigate, helperProduct: () => productId }),
    );
    expect(navigate).toHaveBeenCalledWith(`/product/${productId}`);
    expect(opened).toBe('Opening the product your helper sent.');
    const none = vi.fn();
    expect(
      await runVoiceAction(
        { type: 'open-helper-product' },
        fakeContext({ navigate: none, helperProduct: () => null }),
      ),
    ).toBe('Your helper has not sent a product yet.');
    expect(none).not.toHaveBeenCalled();
  });

  it('says a language change cannot be done where nothing can change it', async () => {
    const answer = await runVoiceAction({ type: 'set-language', language: 'si' }, fakeContext());
    expect(answer).toBe('Changing the language by voice is not available here.');
  });

  it('answers in the shop’s language', async () => {
    activateCatalogue('si', siMessages);
    const context = fakeContext();
    expect(await runVoiceAction({ type: 'navigate', to: 'cart' }, context)).toBe('ඔබේ කූඩය විවෘත කරමින්.');
    activateCatalogue('ta', taMessages);
    expect(await runVoiceAction({ type: 'stop' }, context)).toBe('வாசிப்பு நிறுத்தப்பட்டது.');
  });

  it('reads the list of commands in the shopper’s language', async () => {
    const context = fakeContext({ language: 'ta' });
    await runVoiceAction({ type: 'help' }, context);
    expect(context.showHelp).toHaveBeenCalled();
    expect(context.speech.speak).toHaveBeenCalledWith(voiceCommandsReading('ta'));
  });
});
