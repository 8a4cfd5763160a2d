// Recognises audio containers by their first bytes, so a voice message is checked by what it is and not
// only by the type its sender declared.
export interface SniffedAudio {
  mime: string;
  ext: string;
}

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

export function sniffAudio(buffer: Buffer): SniffedAudio | undefined {
  if (buffer.length < 12) return undefined;
  // EBML header: WebM (what Chrome's and Firefox's MediaRecorder produce) or Matroska.
  if (buffer[0] === 0x1a && buffer[1] === 0x45 && buffer[2] === 0xdf && buffer[3] === 0xa3) {
    const head = ascii(buffer, 0, Math.min(buffer.length, 64));
    if (head.includes('webm') || head.includes('matroska')) return { mime: 'audio/webm', ext: 'webm' };
    return undefined;
  }
  if (ascii(buffer, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WAVE')
    return { mime: 'audio/wav', ext: 'wav' };
  if (ascii(buffer, 0, 4) === 'fLaC') return { mime: 'audio/flac', ext: 'flac' };
  // ISO base media (Safari's MediaRecorder: audio/mp4, .m4a files).
  if (ascii(buffer, 4, 8) === 'ftyp') return { mime: 'audio/mp4', ext: 'm4a' };
  if (ascii(buffer, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  const [first = 0, second = 0] = buffer;
  if (first === 0xff && (second & 0xf6) === 0xf0) return { mime: 'audio/aac', ext: 'aac' };
  // MPEG audio frame sync with a valid layer (layer bits 00 are reserved).
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) {
    return { mime: 'audio/mpeg', ext: 'mp3' };
  }
  return undefined;
}

/** "audio/webm;codecs=opus" → "audio/webm". */
export function baseMimeType(declared: string): string {
  return declared.split(';')[0]?.trim().toLowerCase() ?? '';
}
