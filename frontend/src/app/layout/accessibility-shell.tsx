// What every page has, onboarding included (spec §2: the taskbar shows always): the taskbar's and the
// voice commands' state, the voice feedback, and read-aloud that stops when the page is left or on Escape.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Taskbar,
  TaskbarControlProvider,
  useAccessibilitySettings,
  useTaskbarControl,
} from '../../features/accessibility';
import { useOnboardingComplete } from '../../features/onboarding';
import { VoiceButton, VoiceControlProvider, VoiceFeedback } from '../../features/voice';
import { speech } from '../../lib/speech';

function ReadingLifecycle() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname) speech.cancel();
    previous.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && speech.state() !== 'idle') speech.cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

/** Voice commands act on what other features own: the display settings, the taskbar, the onboarding flag. */
function VoiceControl({ children }: { children: ReactNode }) {
  const settings = useAccessibilitySettings();
  const taskbar = useTaskbarControl();
  const onboardingComplete = useOnboardingComplete();
  return (
    <VoiceControlProvider
      settings={settings}
      setTaskbarOpen={taskbar.setOpen}
      onboardingComplete={onboardingComplete}
    >
      {children}
    </VoiceControlProvider>
  );
}

export function AccessibilityShell({ children }: { children: ReactNode }) {
  return (
    <TaskbarControlProvider>
      <VoiceControl>
        <ReadingLifecycle />
        {children}
        <VoiceFeedback />
      </VoiceControl>
    </TaskbarControlProvider>
  );
}

/** The taskbar with its voice commands button, placed by the layouts right after the skip link. */
export function StoreTaskbar() {
  return <Taskbar voiceButton={<VoiceButton />} />;
}
