// The "Voice commands" button (in the header and in the taskbar): pressed while listening, Alt+V.
import { useId } from 'react';
import { MicrophoneIcon } from '../../../components/ui/icons';
import { useVoiceControl } from '../hooks/voice-control';

export function VoiceButton({ className = 'button button--small' }: { className?: string }) {
  const { supported, listening, toggle } = useVoiceControl();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={`${className} voice-button`}
        aria-pressed={listening}
        aria-keyshortcuts="Alt+V"
        aria-describedby={hintId}
        onClick={toggle}
      >
        <MicrophoneIcon size="1.25em" />
        Voice commands
      </button>
      <span id={hintId} hidden>
        {supported ? 'Shortcut: Alt+V.' : 'Shortcut: Alt+V. Not available in this browser.'}
        {listening ? ' Listening now; press again to stop.' : ''}
      </span>
    </>
  );
}
