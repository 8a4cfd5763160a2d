import { describe, expect, it } from 'vitest';
import { fakeWebm } from '../../testing/test-assistance';
import { baseMimeType, sniffAudio } from './audio-sniff';

const pad = (head: number[] | string, length = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, length - start.length))]);
};

describe('sniffAudio', () => {
  it.each([
    ['WebM (MediaRecorder in Chrome and Firefox)', fakeWebm(), 'webm'],
    ['Ogg', pad('OggS\u0000\u0002'), 'ogg'],
    ['WAV', pad('RIFF\u0024\u0000\u0000\u0000WAVEfmt '), 'wav'],
    ['FLAC', pad('fLaC'), 'flac'],
    ['MP4/M4A (MediaRecorder in Safari)', pad('\u0000\u0000\u0000\u0020ftypM4A '), 'm4a'],
    ['MP3 with an ID3 tag', pad('ID3\u0004'), 'mp3'],
    ['MP3 frame', pad([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['AAC (ADTS)', pad([0xff, 0xf1, 0x50, 0x80]), 'aac'],
  ])('recognises %s', (_label, data, ext) => {
    expect(sniffAudio(data)?.ext).toBe(ext);
  });

  it.each([
    ['HTML', pad('<!doctype html><html>')],
    ['PNG', pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a Matroska-like header without a known doc type', pad([0x1a, 0x45, 0xdf, 0xa3, 0x80])],
    ['an MPEG sync word with the reserved layer', pad([0xff, 0xe0])],
    ['too few bytes', Buffer.from('OggS')],
  ])('rejects %s', (_label, data) => {
    expect(sniffAudio(data)).toBeUndefined();
  });
});

describe('baseMimeType', () => {
  it('drops parameters and case', () => {
    expect(baseMimeType('Audio/WebM; codecs=opus')).toBe('audio/webm');
  });
});
