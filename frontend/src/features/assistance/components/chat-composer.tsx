// Writing to the other side: a labelled text field (empty or spaces-only messages are not sent, and the
// field says so), dictation into the field when the browser can, and voice messages recorded with the
// microphone.
import { MAX_MESSAGE_LENGTH } from '@store/contracts/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDictation } from '../hooks/use-dictation';
import { useVoiceRecorder, type Recording } from '../hooks/use-voice-recorder';
import { clockDuration } from '../utils/time-words';

export function ChatComposer({
  onSend,
  onVoice,
  label = 'Message',
  formLabel = 'Send a message',
  disabled = false,
}: {
  /** Returns false when nothing was sent (empty text). */
  onSend: (text: string) => boolean;
  /** Sends a recorded voice message; rejects with a message to show. */
  onVoice?: (recording: Recording) => Promise<void>;
  label?: string;
  /** The form's own name (it is a landmark: "Send a message"). */
  formLabel?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [hint, setHint] = useState('');
  const [voiceStatus, setVoiceStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId() };

  const dictation = useDictation((heard) => {
    setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard));
    setHint(`Dictated: ${heard}`);
    input.current?.focus();
  });

  const recorder = useVoiceRecorder((recording) => {
    if (!onVoice) return;
    setVoiceStatus('Sending your voice message…');
    onVoice(recording).then(
      () => setVoiceStatus('Voice message sent.'),
      (error: unknown) =>
        setVoiceStatus(error instanceof Error ? error.message : 'The voice message was not sent.'),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSend(text)) {
      setHint('Type a message first.');
      input.current?.focus();
      return;
    }
    setText('');
    setHint('');
    input.current?.focus();
  };

  return (
    <form className="chat-composer" aria-label={formLabel} onSubmit={submit} noValidate>
      <label htmlFor={ids.input}>{label}</label>
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
            if (hint) setHint('');
          }}
        />
        <button type="submit" className="button button--primary button--small" disabled={disabled}>
          Send
        </button>
      </div>
      <p id={ids.hint} className="chat-composer__hint" role="status">
        {hint || dictation.error || recorder.error || voiceStatus}
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
            {dictation.listening ? 'Stop dictation' : 'Dictate'}
          </button>
        )}
        {onVoice && recorder.supported && !recorder.recording && (
          <button
            type="button"
            className="button button--small"
            disabled={disabled}
            onClick={() => void recorder.start()}
          >
            Record voice message
          </button>
        )}
        {recorder.recording && (
          <>
            <button type="button" className="button button--small button--primary" onClick={recorder.stop}>
              Stop and send voice message ({clockDuration(recorder.seconds)})
            </button>
            <button type="button" className="button button--small" onClick={recorder.cancel}>
              Cancel recording
            </button>
          </>
        )}
      </div>
    </form>
  );
}
