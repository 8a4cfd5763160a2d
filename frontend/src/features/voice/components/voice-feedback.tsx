// What voice commands show: while listening, what was heard; after a command, what it did (3 seconds);
// and the list of commands when the shopper asks "what can I say". The words reach screen readers through
// the shared polite live region, so this box itself is not a live region (nothing is said twice).
import { Suspense, useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { CrossIcon, MicrophoneIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';
import { useVoiceControl } from '../hooks/voice-control';
import { VoiceCommandGroups } from './lazy-voice-command-groups';

export function VoiceFeedback() {
  const { t } = useI18n();
  const { listening, heard, feedback, helpOpen, closeHelp } = useVoiceControl();
  const titleId = useId();
  const visible = listening || feedback !== null;
  return (
    <>
      {visible && (
        <div className="voice-feedback" aria-hidden="true">
          {listening && (
            <p className="voice-feedback__state">
              <MicrophoneIcon size="1.25em" /> {t('voice.feedbackListening')}
            </p>
          )}
          {heard && <p className="voice-feedback__heard">{t('voice.heard', { heard })}</p>}
          {feedback && <p className="voice-feedback__text">{feedback}</p>}
        </div>
      )}
      <Dialog open={helpOpen} onClose={closeHelp} labelledBy={titleId} className="voice-help">
        <div className="voice-help__top">
          <h2 id={titleId}>{t('voice.helpTitle')}</h2>
          <button type="button" className="icon-button" aria-label={t('voice.helpClose')} onClick={closeHelp}>
            <CrossIcon />
          </button>
        </div>
        {helpOpen && (
          <Suspense fallback={null}>
            <VoiceCommandGroups />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
