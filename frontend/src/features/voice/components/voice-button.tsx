// The "Voice commands" button (in the header and in the taskbar): pressed while listening, Alt+V.
import { useId } from 'react';
import { MicrophoneIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';
import { useVoiceControl } from '../hooks/voice-control';

export function VoiceButton({ className = 'button button--small' }: { className?: string }) {
  const { t } = useI18n();
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
        {t('voice.button')}
      </button>
      <span id={hintId} hidden>
        {t(supported ? 'voice.shortcut' : 'voice.shortcutUnavailable')}
        {listening ? ` ${t('voice.listeningNow')}` : ''}
      </span>
    </>
  );
}
