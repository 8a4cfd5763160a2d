import { describe, expect, it } from 'vitest';
import { fakeWebm } from '../../testing/test-assistance';
import { baseMimeType, sniffAudio } from './audio-sniff';

const pad = (head: number[] | string | Buffer, length = 64) => {
  const start = Buffer.isBuffer(head)
    ? head
    : typeof head === 'string'
      ? Buffer.from(head, 'latin1')
      : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, length - start.length))]);
};

/** The first page of an Ogg stream whose first packet is `packet` (a codec's identification header). */
const oggPage = (packet: string) =>
  Buffer.concat([
    Buffer.from('OggS\u0000\u0002', 'latin1'),
    Buffer.alloc(20),
    Buffer.from([1, packet.length]),
    Buffer.from(packet, 'latin1'),
  ]);

const ftyp = (brand: string) =>
  pad(`\u0000\u0000\u0000\u0018ftyp${brand}\u0000\u0000\u0002\u0000${brand}isom`);

describe('sniffAudio', () => {
  it.each([
    ['WebM (MediaRecorder in Chrome and Firefox)', fakeWebm(), 'webm'],
    [
      'Ogg Opus',
      pad(oggPage('OpusHead\u0001\u0001\u0038\u0001\u0080\u00bb\u0000\u0000\u0000\u0000\u0000')),
      'ogg',
    ],
    ['WAV', pad('RIFF\u0024\u0000\u0000\u0000WAVEfmt '), 'wav'],
    ['FLAC', pad('fLaC'), 'flac'],
    ['MP4/M4A', ftyp('M4A '), 'm4a'],
    ['MP4 with a generic brand (MediaRecorder in Safari)', ftyp('iso5'), 'm4a'],
    [
      'MP3 with an ID3 tag',
      pad([
        ...Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
        0xff,
        0xfb,
        0x90,
        0x64,
      ]),
      'mp3',
    ],
    ['MP3 frame', pad([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['AAC (ADTS)', pad([0xff, 0xf1, 0x50, 0x80]), 'aac'],
  ])('recognises %s', async (_label, data, ext) => {
    expect((await sniffAudio(data))?.ext).toBe(ext);
  });

  it.each([
    ['HTML', pad('<!doctype html><html>')],
    ['PNG', pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a Matroska-like header without a known doc type', pad([0x1a, 0x45, 0xdf, 0xa3, 0x80])],
    ['an MPEG sync word with the reserved layer', pad([0xff, 0xe0])],
    ['too few bytes', Buffer.from('OggS')],
    // The hand-written checks before file-type took these for recordings (ADR 013).
    ['a HEIC photo (an ISO media file too)', ftyp('heic')],
    ['an Ogg video (Theora)', pad(oggPage('\u0080theora\u0003\u0002\u0001'))],
    [
      'an ID3 tag in front of a PNG',
      pad([
        ...Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
      ]),
    ],
  ])('rejects %s', async (_label, data) => {
    expect(await sniffAudio(data)).toBeUndefined();
  });
});

describe('baseMimeType', () => {
  it('drops parameters and case', () => {
    expect(baseMimeType('Audio/WebM; codecs=opus')).toBe('audio/webm');
  });
});
