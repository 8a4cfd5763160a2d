// Recognises an image by its first bytes, not by its name or the type the browser claims. Three fixed
// signatures, kept by hand rather than file-type: ADR 013 has the comparison.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const imageExtensions: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (buffer: Uint8Array, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function detectImageType(buffer: Uint8Array): ImageType | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) {
    // FF D8 FF F7 opens JPEG-LS, a different codec that browsers do not show.
    return buffer[3] === 0xf7 ? undefined : 'image/jpeg';
  }
  if (startsWith(buffer, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
