// Measures voice-recording sniffing before and after file-type (ADR 013), side by side in one run: the
// hand-written container checks it had (copied here, the only copy left) against `sniffAudio`, which now asks
// file-type. Per-call time on real-shaped recordings (interleaved rounds after a warm-up, median time per
// call, the ratio and the spread of the per-round ratios, settings beside every figure), then what each says
// about tricky inputs. The machine is shared: read the ratios, not the absolute times.
//
// Usage: npx tsx assistance-service/scripts/bench-audio-sniff.ts [--rounds 15] [--scale 1]
// (the same harness as backend/scripts/bench-libraries.ts, which measures the other libraries of ADR 013)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sniffAudio, type SniffedAudio } from '../src/modules/media/audio-sniff';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '15' }, scale: { type: 'string', default: '1' } },
});
const rounds = Number(values.rounds);
const calls = Math.max(1, Math.round(20_000 * Number(values.scale)));

// ---------------------------------------------------------------------------------------------------------
// The hand-written sniffer, as it was before file-type.

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

function oldSniffAudio(buffer: Buffer): SniffedAudio | undefined {
  if (buffer.length < 12) return undefined;
  if (buffer[0] === 0x1a && buffer[1] === 0x45 && buffer[2] === 0xdf && buffer[3] === 0xa3) {
    const head = ascii(buffer, 0, Math.min(buffer.length, 64));
    if (head.includes('webm') || head.includes('matroska')) return { mime: 'audio/webm', ext: 'webm' };
    return undefined;
  }
  if (ascii(buffer, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WAVE')
    return { mime: 'audio/wav', ext: 'wav' };
  if (ascii(buffer, 0, 4) === 'fLaC') return { mime: 'audio/flac', ext: 'flac' };
  if (ascii(buffer, 4, 8) === 'ftyp') return { mime: 'audio/mp4', ext: 'm4a' };
  if (ascii(buffer, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  const [first = 0, second = 0] = buffer;
  if (first === 0xff && (second & 0xf6) === 0xf0) return { mime: 'audio/aac', ext: 'aac' };
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) {
    return { mime: 'audio/mpeg', ext: 'mp3' };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Real-shaped recordings: each container's real header, then `size` bytes of (incompressible) payload.

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string'
        ? Buffer.from(part, 'latin1')
        : Buffer.isBuffer(part)
          ? part
          : Buffer.from(part),
    ),
  );
const u32be = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const u32le = (value: number) => [...u32be(value)].reverse();
const u16le = (value: number) => [value & 255, (value >>> 8) & 255];

/** An EBML header naming `docType`, with `padding` bytes of EBML Void first when asked. */
const ebmlHeader = (docType: string, padding = 0) => {
  const voidElement = padding ? bytes([0xec, 0x80 | padding], Buffer.alloc(padding)) : Buffer.alloc(0);
  const body = bytes(
    voidElement,
    [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    [0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  );
  return bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length], body);
};

/** An Ogg page starting a stream whose first packet is `packet`. */
const oggFirstPage = (packet: Buffer) =>
  bytes(
    'OggS',
    [0, 2],
    Buffer.alloc(8),
    [1, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [1, packet.length],
    packet,
  );

const ftyp = (brand: string, compatible: string) =>
  bytes(u32be(16 + compatible.length), 'ftyp', brand, [0, 0, 2, 0], compatible);

function recordings(size: number) {
  const payload = randomBytes(size);
  const opusHead = bytes('OpusHead', [1, 1], u16le(312), u32le(48_000), [0, 0, 0]);
  const mpegFrame = bytes([0xff, 0xfb, 0x90, 0x64], Buffer.alloc(413));
  const id3 = bytes('ID3', [4, 0, 0], [0, 0, 0, 23], 'TIT2', [0, 0, 0, 13, 0, 0, 3], 'Voice note', [0, 0]);
  const fmt = bytes('fmt ', u32le(16), u16le(1), u16le(1), u32le(16_000), u32le(32_000), u16le(2), u16le(16));
  return {
    'WebM/Opus (Chrome, Firefox)': bytes(
      ebmlHeader('webm'),
      [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
      payload,
    ),
    'MP4/AAC (Safari, brand iso5)': bytes(ftyp('iso5', 'iso5isom'), u32be(8), 'moov', payload),
    'Ogg/Opus': bytes(oggFirstPage(opusHead), payload),
    'MP3 with an ID3 tag': bytes(id3, mpegFrame, payload),
    'WAV (PCM)': bytes('RIFF', u32le(36 + size), 'WAVE', fmt, 'data', u32le(size), payload),
  };
}

/** Inputs where sniffers differ or go wrong, with what a voice message upload of each should give. */
function trickyInputs(): { label: string; bytes: Buffer; want: string }[] {
  const pad = (head: Buffer) => bytes(head, Buffer.alloc(256));
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  const theora = bytes([0x80], 'theora', [3, 2, 1]);
  const vorbis = bytes([1], 'vorbis', Buffer.alloc(23));
  return [
    { label: 'MP4, audio brand (M4A)', bytes: pad(ftyp('M4A ', 'M4A isom')), want: 'm4a' },
    {
      label: 'MP4, generic brand (isom): Safari audio or a video',
      bytes: pad(ftyp('isom', 'isomiso2')),
      want: 'm4a',
    },
    { label: 'QuickTime (ftyp qt)', bytes: pad(ftyp('qt  ', 'qt  ')), want: 'refused' },
    { label: '3GP (ftyp 3gp4)', bytes: pad(ftyp('3gp4', '3gp4isom')), want: 'refused' },
    { label: 'a HEIC photo (ftyp heic)', bytes: pad(ftyp('heic', 'mif1heic')), want: 'refused' },
    { label: 'an AVIF image (ftyp avif)', bytes: pad(ftyp('avif', 'avifmif1')), want: 'refused' },
    {
      label: 'a RIFF that is WEBP, not WAVE',
      bytes: pad(bytes('RIFF', u32le(200), 'WEBPVP8 ')),
      want: 'refused',
    },
    { label: 'a RIFF that is AVI', bytes: pad(bytes('RIFF', u32le(200), 'AVI LIST')), want: 'refused' },
    {
      label: 'a WAV cut after its 12-byte RIFF header',
      bytes: bytes('RIFF', u32le(200), 'WAVE'),
      want: 'wav',
    },
    { label: 'Ogg Vorbis', bytes: pad(oggFirstPage(vorbis)), want: 'ogg' },
    { label: 'Ogg Theora (a video)', bytes: pad(oggFirstPage(theora)), want: 'refused' },
    {
      label: 'Ogg whose first packet is no known codec',
      bytes: pad(oggFirstPage(Buffer.alloc(19))),
      want: 'refused',
    },
    { label: 'Matroska audio (DocType matroska)', bytes: pad(ebmlHeader('matroska')), want: 'webm' },
    {
      label: 'WebM whose DocType comes after 64 bytes (an EBML Void first)',
      bytes: pad(ebmlHeader('webm', 60)),
      want: 'webm',
    },
    { label: 'EBML with no DocType', bytes: pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80])), want: 'refused' },
    {
      label: 'an ID3 tag, then a PNG',
      bytes: pad(bytes('ID3', [4, 0, 0], [0, 0, 0, 0], png)),
      want: 'refused',
    },
    {
      label: 'an ID3 tag, then an MPEG frame',
      bytes: pad(bytes('ID3', [4, 0, 0], [0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64])),
      want: 'mp3',
    },
    { label: 'an MPEG layer II frame', bytes: pad(bytes([0xff, 0xfd, 0x90, 0x64])), want: 'mp3' },
    { label: 'AAC (ADTS)', bytes: pad(bytes([0xff, 0xf1, 0x50, 0x80])), want: 'aac' },
    { label: 'FLAC', bytes: pad(bytes('fLaC', [0, 0, 0, 34])), want: 'flac' },
    { label: 'HTML', bytes: pad(bytes('<!doctype html><html><script>')), want: 'refused' },
    { label: 'an MPEG sync word with the reserved layer', bytes: pad(bytes([0xff, 0xe0])), want: 'refused' },
    { label: '4 bytes: OggS', bytes: bytes('OggS'), want: 'refused' },
  ];
}

// ---------------------------------------------------------------------------------------------------------

let sink: unknown;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const nanos = (value: number) =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} µs` : `${value.toFixed(value >= 100 ? 0 : 1)} ns`;

async function timeOld(buffer: Buffer) {
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index++) sink = oldSniffAudio(buffer);
  return Number(process.hrtime.bigint() - start) / calls;
}
async function timeNew(buffer: Buffer) {
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index++) sink = await sniffAudio(buffer);
  return Number(process.hrtime.bigint() - start) / calls;
}

const size = 48 * 1024;
console.info(
  `Node ${process.version}, ${rounds} interleaved rounds after a warm-up, ${calls.toLocaleString('en')} calls ` +
    `per side per round, median time per call; load average ${loadavg()[0]?.toFixed(1)} at the start.\n`,
);
console.info('### Voice-recording sniffing, per uploaded recording\n');
console.info(
  '| recording | settings | hand-written | file-type | library ÷ hand-written (median) | per-round range |',
);
console.info('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [name, buffer] of Object.entries(recordings(size))) {
  if (oldSniffAudio(buffer)?.ext !== (await sniffAudio(buffer))?.ext) throw new Error(`${name}: they differ`);
  await timeOld(buffer);
  await timeNew(buffer);
  const olds: number[] = [];
  const news: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      olds.push(await timeOld(buffer));
      news.push(await timeNew(buffer));
    } else {
      news.push(await timeNew(buffer));
      olds.push(await timeOld(buffer));
    }
  }
  const ratios = news.map((value, index) => value / (olds[index] ?? value));
  console.info(
    `| ${name} | ${buffer.length.toLocaleString('en')} bytes; ${calls.toLocaleString('en')} calls × ${rounds} rounds | ` +
      `${nanos(median(olds))} | ${nanos(median(news))} | ${(median(news) / median(olds)).toFixed(0)}× | ` +
      `${Math.min(...ratios).toFixed(0)}–${Math.max(...ratios).toFixed(0)}× |`,
  );
}

console.info('\nWhat each says about tricky inputs (the extension the recording would be stored under):\n');
console.info('| input | should be | hand-written | file-type |');
console.info('| --- | --- | --- | --- |');
for (const input of trickyInputs()) {
  const before = oldSniffAudio(input.bytes)?.ext ?? 'refused';
  const after = (await sniffAudio(input.bytes))?.ext ?? 'refused';
  const mark = (value: string) => (value === input.want ? value : `**${value}** (wrong)`);
  console.info(`| ${input.label} | ${input.want} | ${mark(before)} | ${mark(after)} |`);
}
console.info(`\nLoad average ${loadavg()[0]?.toFixed(1)} at the end.`);
void sink;
