// Records a voice message with MediaRecorder: start asks for the microphone, stop hands back the audio and
// its length in seconds, cancel throws it away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_AUDIO_SECONDS } from '@store/contracts/constants';
import type { MessageKey } from '../../../i18n/i18n';

export interface Recording {
  audio: Blob;
  /** Seconds. */
  duration: number;
}

function preferredType(): string | undefined {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return candidates.find((type) => MediaRecorder.isTypeSupported?.(type));
}

export function useVoiceRecorder(onRecorded: (recording: Recording) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  /** What went wrong, as a catalogue message (shown in the language of the moment). */
  const [error, setError] = useState<MessageKey | ''>('');
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    started: number;
    keep: boolean;
  } | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  });
  const [supported] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.MediaRecorder === 'function' &&
      typeof navigator.mediaDevices?.getUserMedia === 'function',
  );

  const finish = useCallback((keep: boolean) => {
    const current = session.current;
    if (!current) return;
    current.keep = keep;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setError('');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError('chat.voice.noPermission');
      return;
    }
    const type = preferredType();
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const current = { recorder, stream, started: performance.now(), keep: true };
    session.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      session.current = null;
      setRecording(false);
      const duration = Math.min(MAX_AUDIO_SECONDS, (performance.now() - current.started) / 1000);
      if (!current.keep || chunks.length === 0) return;
      onRecordedRef.current({
        audio: new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }),
        duration,
      });
    };
    recorder.start();
    setSeconds(0);
    setRecording(true);
  }, []);

  // The elapsed time on the stop button; recording ends by itself at the service's limit.
  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => {
      const current = session.current;
      if (!current) return;
      const elapsed = (performance.now() - current.started) / 1000;
      setSeconds(Math.floor(elapsed));
      if (elapsed >= MAX_AUDIO_SECONDS) finish(true);
    }, 500);
    return () => window.clearInterval(timer);
  }, [recording, finish]);

  useEffect(() => () => finish(false), [finish]);

  return {
    supported,
    recording,
    seconds,
    error,
    start,
    stop: () => finish(true),
    cancel: () => finish(false),
  };
}
