import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { fakePng, jpegPixel, pngPixel, webpPixel } from '../../testing/test-images';

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(jpegPixel)).toBe('image/jpeg');
    expect(detectImageType(pngPixel)).toBe('image/png');
    expect(detectImageType(webpPixel)).toBe('image/webp');
  });

  it.each([
    ['an SVG named .png', fakePng],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['a RIFF file that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    [
      'JPEG-LS, which browsers do not show',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xf7]), jpegPixel.subarray(4)]),
    ],
    ['a truncated PNG signature', pngPixel.subarray(0, 6)],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});
