// What every page has, onboarding included (spec §2: the taskbar shows always): the taskbar's and the
// voice commands' state, the voice feedback, and read-aloud that stops when the page is left or on Escape.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Taskbar } from '../../features/accessibility/components/taskbar';
import { VoiceButton } from '../../features/voice/components/voice-button';
import { VoiceFeedback } from '../../features/voice/components/voice-feedback';
import { VoiceControlProvider } from '../../features/voice/hooks/voice-control';
import { speech } from '../../lib/speech';
import { TaskbarControlProvider } from '../../lib/taskbar-control';

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

export function AccessibilityShell({ children }: { children: ReactNode }) {
  return (
    <TaskbarControlProvider>
      <VoiceControlProvider>
        <ReadingLifecycle />
        {children}
        <VoiceFeedback />
      </VoiceControlProvider>
    </TaskbarControlProvider>
  );
}

/** The taskbar with its voice commands button, placed by the layouts right after the skip link. */
export function StoreTaskbar() {
  return <Taskbar voiceButton={<VoiceButton />} />;
}
