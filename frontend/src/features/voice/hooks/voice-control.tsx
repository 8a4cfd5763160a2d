// Voice commands on every page: listening (with the recogniser wrapper), what was heard, the feedback
// shown for 3 seconds and announced, the help list, and Alt+V. Listening pauses while the shop speaks,
// so it never hears itself, and starts again when the speech ends. The shopper speaks the shop's language:
// the recogniser listens in it and the parser understands it (English too), read when each utterance
// starts, so a change of language (by voice as well) applies to the next one.
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Language } from '@store/contracts/languages';
import { currentLanguage, t, useI18n, type MessageKey } from '../../../i18n/i18n';
import { announce } from '../../../lib/announcer';
import { helperSentProduct } from '../../../lib/helper-sent';
import { currentPageVoice } from '../../../lib/page-voice';
import { useSession } from '../../../lib/session';
import { speech, type SpeechService } from '../../../lib/speech';
import type { VoiceActionContext, VoiceSettingsControl } from '../utils/run-voice-action';
import type * as VoiceCommands from '../voice-commands';
import { loadVoiceCommandGroups } from '../components/lazy-voice-command-groups';
import {
  createRecognizer,
  getSpeechRecognition,
  type RecognitionConstructor,
  type Recognizer,
} from '../utils/speech-recognition';

/** How long the feedback of a command stays on screen (spec §9). */
export const VOICE_FEEDBACK_MS = 3000;

let voiceCommands: Promise<typeof VoiceCommands> | undefined;
/**
 * The parser and the actions, fetched once: when listening starts, or at the first transcript. The list of
 * commands comes with them, so "what can I say" opens with its list in place.
 */
const loadVoiceCommands = () =>
  (voiceCommands ??= Promise.all([import('../voice-commands'), loadVoiceCommandGroups()]).then(
    ([commands]) => commands,
  ));

/** What a transcript that is no command gets as an answer, in the language on screen. */
export const notUnderstood = (heard: string) =>
  heard ? t('voice.notUnderstood', { heard }) : t('voice.nothingHeard');

/** The recogniser's failures that stop listening, and what each says. */
const errorMessages: Record<string, MessageKey> = {
  'not-allowed': 'voice.errors.notAllowed',
  'service-not-allowed': 'voice.errors.serviceNotAllowed',
  'audio-capture': 'voice.errors.audioCapture',
  network: 'voice.errors.network',
};

interface VoiceControl {
  supported: boolean;
  listening: boolean;
  /** What the recogniser heard last (while listening and for a moment after). */
  heard: string;
  feedback: string | null;
  toggle: () => void;
  helpOpen: boolean;
  closeHelp: () => void;
  /** Carries out a transcript as if it had been heard (used by the listener, and by tests). */
  handleTranscript: (transcript: string) => Promise<string>;
}

const VoiceContext = createContext<VoiceControl | null>(null);

function mainText(): string {
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  return main?.innerText ?? main?.textContent ?? '';
}

export function VoiceControlProvider({
  children,
  settings,
  setTaskbarOpen,
  onboardingComplete,
  recognition = getSpeechRecognition(),
  speechService = speech,
}: {
  children: ReactNode;
  /**
   * What other features own and commands act on, handed in by the app (features do not import each other):
   * the display settings, and the language choice ("Sinhala", "தமிழில்").
   */
  settings: VoiceSettingsControl & {
    setLanguage: (language: Language, options?: { announce?: boolean }) => unknown;
  };
  setTaskbarOpen: (open: boolean) => void;
  onboardingComplete: boolean;
  recognition?: RecognitionConstructor | null;
  speechService?: SpeechService;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState('');
  const [feedback, setFeedback] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const listeningRef = useRef(false);
  const recognizer = useRef<Recognizer | null>(null);
  const recognizerLanguage = useRef<Language | null>(null);
  const { language: pageLanguage } = useI18n();
  const timer = useRef<number | undefined>(undefined);
  const listenAgain = useRef<() => void>(() => undefined);

  const context = useRef<VoiceActionContext | null>(null);
  useEffect(() => {
    context.current = {
      navigate: (to) => navigate(to),
      signedIn: session.token !== null,
      signOut: () => session.signOut('user'),
      settings,
      setTaskbarOpen,
      page: currentPageVoice(),
      pageText: mainText,
      speech: speechService,
      showHelp: () => setHelpOpen(true),
      onboardingComplete,
      language: currentLanguage(),
      // The command's answer says the change (in the new language): the settings need not say it again.
      setLanguage: (language) => void settings.setLanguage(language, { announce: false }),
      helperProduct: helperSentProduct,
    };
  });

  const show = useCallback((text: string) => {
    setFeedback(text);
    announce(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setFeedback(null);
      setHeard('');
    }, VOICE_FEEDBACK_MS);
  }, []);

  const handleTranscript = useCallback(
    async (transcript: string) => {
      setHeard(transcript);
      const { parseVoiceCommand, runVoiceAction } = await loadVoiceCommands();
      const language = currentLanguage();
      const action = parseVoiceCommand(transcript, language);
      const current = context.current;
      if (!action || !current) {
        const text = notUnderstood(transcript.trim());
        show(text);
        return text;
      }
      // The page on screen right now (it may have changed since the last render).
      const text = await runVoiceAction(action, { ...current, page: currentPageVoice(), language });
      show(text);
      return text;
    },
    [show],
  );

  const stopListening = useCallback(() => {
    listeningRef.current = false;
    setListening(false);
    const active = recognizer.current;
    recognizer.current = null;
    active?.abort();
  }, []);

  const listen = useCallback(() => {
    if (!recognition || !listeningRef.current || recognizer.current) return;
    // Never listen while the shop speaks: it would hear itself.
    if (speechService.state() !== 'idle') return;
    const active = createRecognizer(
      recognition,
      {
        onInterim: setHeard,
        onFinal: (text) => void handleTranscript(text),
        onError: (code) => {
          const message = errorMessages[code];
          if (message) {
            stopListening();
            show(t(message));
          }
        },
        onEnd: () => {
          if (recognizer.current === active) recognizer.current = null;
          // One utterance per session: start the next one while voice commands stay on.
          if (listeningRef.current) window.setTimeout(() => listenAgain.current(), 100);
        },
      },
      currentLanguage(),
    );
    recognizer.current = active;
    recognizerLanguage.current = currentLanguage();
    try {
      active.start();
    } catch {
      // Already started (a race with the browser): the running session goes on.
    }
  }, [recognition, speechService, handleTranscript, show, stopListening]);
  useEffect(() => {
    listenAgain.current = listen;
  }, [listen]);

  // A change of language (by voice as well) may land after listening started again: the recogniser still
  // waiting in the old language is replaced by one in the new language.
  useEffect(() => {
    const active = recognizer.current;
    if (!active || recognizerLanguage.current === pageLanguage) return;
    recognizer.current = null;
    active.abort();
    listen();
  }, [pageLanguage, listen]);

  const toggle = useCallback(() => {
    if (!recognition) {
      show(t('voice.unsupported'));
      return;
    }
    if (listeningRef.current) {
      stopListening();
      show(t('voice.stopped'));
      return;
    }
    listeningRef.current = true;
    setListening(true);
    void loadVoiceCommands();
    show(t('voice.listening'));
    listen();
  }, [recognition, listen, show, stopListening]);

  // Pause while the shop speaks; listen again when it is quiet.
  useEffect(
    () =>
      speechService.subscribe(() => {
        if (speechService.state() !== 'idle') {
          const active = recognizer.current;
          recognizer.current = null;
          active?.abort();
        } else if (listeningRef.current) {
          listen();
        }
      }),
    [speechService, listen],
  );

  // Alt+V anywhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyV') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      listeningRef.current = false;
      recognizer.current?.abort();
    },
    [],
  );

  const closeHelp = useCallback(() => {
    setHelpOpen(false);
    speechService.cancel();
  }, [speechService]);

  const value = useMemo(
    () => ({
      supported: recognition !== null,
      listening,
      heard,
      feedback,
      toggle,
      helpOpen,
      closeHelp,
      handleTranscript,
    }),
    [recognition, listening, heard, feedback, toggle, helpOpen, closeHelp, handleTranscript],
  );
  return <VoiceContext value={value}>{children}</VoiceContext>;
}

export function useVoiceControl(): VoiceControl {
  const value = use(VoiceContext);
  if (!value) throw new Error('useVoiceControl must be used inside <VoiceControlProvider>');
  return value;
}
