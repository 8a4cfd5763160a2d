// Writing to the other side: a labelled text field (empty or spaces-only messages are not sent, and the
// field says so), dictation into the field when the browser can, and voice messages recorded with the
// microphone.
import { MAX_MESSAGE_LENGTH } from '@store/contracts/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { t as translate, useI18n, type MessageKey } from '../../../i18n/i18n';
import { useDictation } from '../hooks/use-dictation';
import { useVoiceRecorder, type Recording } from '../hooks/use-voice-recorder';
import { clockDuration } from '../utils/time-words';

export function ChatComposer({
  onSend,
  onVoice,
  label,
  formLabel,
  disabled = false,
}: {
  /** Returns false when nothing was sent (empty text). */
  onSend: (text: string) => boolean;
  /** Sends a recorded voice message; rejects with a message to show. */
  onVoice?: (recording: Recording) => Promise<void>;
  /** The field's label ("Message" when not given). */
  label?: string;
  /** The form's own name (it is a landmark: "Send a message" when not given). */
  formLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  /** What the field says: a catalogue message, or the words just dictated. */
  const [hint, setHint] = useState<{ key: MessageKey; heard?: string } | null>(null);
  const [voiceStatus, setVoiceStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId() };

  const dictation = useDictation((heard) => {
    setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard));
    setHint({ key: 'chat.dictation.dictated', heard });
    input.current?.focus();
  });

  const recorder = useVoiceRecorder((recording) => {
    if (!onVoice) return;
    setVoiceStatus(translate('chat.voice.sending'));
    onVoice(recording).then(
      () => setVoiceStatus(translate('chat.voice.sent')),
      (error: unknown) =>
        setVoiceStatus(error instanceof Error ? error.message : translate('chat.voice.notSentPlain')),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSend(text)) {
      setHint({ key: 'chat.typeFirst' });
      input.current?.focus();
      return;
    }
    setText('');
    setHint(null);
    input.current?.focus();
  };

  return (
    <form
      className="chat-composer"
      aria-label={formLabel ?? t('chat.composer.form')}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={ids.input}>{label ?? t('chat.composer.label')}</label>
      <div className="chat-composer__row">
        <input
          ref={input}
          id={ids.input}
          className="input"
          type="text"
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          aria-describedby={ids.hint}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (hint) setHint(null);
          }}
        />
        <button type="submit" className="button button--primary button--small" disabled={disabled}>
          {t('chat.composer.send')}
        </button>
      </div>
      <p id={ids.hint} className="chat-composer__hint" role="status">
        {hint
          ? t(hint.key, { heard: hint.heard })
          : dictation.error
            ? t(dictation.error)
            : recorder.error
              ? t(recorder.error)
              : voiceStatus}
      </p>
      <div className="chat-composer__tools">
        {dictation.supported && (
          <button
            type="button"
            className="button button--small"
            aria-pressed={dictation.listening}
            disabled={disabled}
            onClick={() => (dictation.listening ? dictation.stop() : dictation.start())}
          >
            {dictation.listening ? t('chat.dictation.stop') : t('chat.dictation.start')}
          </button>
        )}
        {onVoice && recorder.supported && !recorder.recording && (
          <button
            type="button"
            className="button button--small"
            disabled={disabled}
            onClick={() => void recorder.start()}
          >
            {t('chat.voice.record')}
          </button>
        )}
        {recorder.recording && (
          <>
            <button type="button" className="button button--small button--primary" onClick={recorder.stop}>
              {t('chat.voice.stopAndSend', { elapsed: clockDuration(recorder.seconds) })}
            </button>
            <button type="button" className="button button--small" onClick={recorder.cancel}>
              {t('chat.voice.cancel')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
