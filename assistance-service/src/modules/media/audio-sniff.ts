// Recognises a voice recording by its content, so it is checked by what it is and not only by the type its
// sender declared: file-type reads the container (ADR 013), and only the kinds browsers record are taken.
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedAudio {
  mime: string;
  ext: string;
}

const webm = { mime: 'audio/webm', ext: 'webm' };
const ogg = { mime: 'audio/ogg', ext: 'ogg' };
const mp4 = { mime: 'audio/mp4', ext: 'm4a' };
const mpeg = { mime: 'audio/mpeg', ext: 'mp3' };

/**
 * What we keep for each of file-type's answers (by its extension); any other answer is refused. WebM,
 * Matroska and MP4 say nothing about whether there is a picture, so file-type calls them video: they are
 * what MediaRecorder writes (Chrome and Firefox: WebM; Safari: MP4, often with a generic brand).
 */
const recordings: Record<string, SniffedAudio> = {
  webm,
  mkv: webm,
  opus: ogg,
  ogg,
  oga: ogg,
  spx: ogg,
  wav: { mime: 'audio/wav', ext: 'wav' },
  flac: { mime: 'audio/flac', ext: 'flac' },
  m4a: mp4,
  m4b: mp4,
  mp4,
  mp3: mpeg,
  mp2: mpeg,
  mp1: mpeg,
  aac: { mime: 'audio/aac', ext: 'aac' },
};

/** Fewer bytes than this hold no sound, whatever they start with. */
const MIN_RECORDING_BYTES = 12;

export async function sniffAudio(buffer: Buffer): Promise<SniffedAudio | undefined> {
  if (buffer.length < MIN_RECORDING_BYTES) return undefined;
  // A file the parser cannot make sense of is not a recording we accept, whatever went wrong inside it.
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  return detected ? recordings[detected.ext] : undefined;
}

/** "audio/webm;codecs=opus" → "audio/webm". */
export function baseMimeType(declared: string): string {
  return declared.split(';')[0]?.trim().toLowerCase() ?? '';
}
