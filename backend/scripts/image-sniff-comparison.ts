// Image sniffing: the hand-written signatures (imported) against file-type, used as the upload would have
// used it (the MIME types it answers that we take; an animated PNG is a PNG to every browser).
// Part of bench-libraries.ts (ADR 013), which runs it.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { detectImageType, type ImageType } from '../src/modules/uploads/image-type';
import { jpegPixel, pngPixel, webpPixel } from '../src/testing/test-images';
import { compare, type Result, type RunSettings } from './library-comparison';

const fileTypeImages: Record<string, ImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};

async function fileTypeDetectImage(buffer: Uint8Array): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  return detected ? fileTypeImages[detected.mime] : undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u32be = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const u32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([u32be(data.length), latin1(type), data, u32be(0)]);

/** Image files shaped like uploads: real headers, then `size` bytes of body. */
function realShapedImages(size: number) {
  const body = randomBytes(size);
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    latin1('JFIF\0'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
    Buffer.alloc(64, 0x10),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x20, 0x02, 0x58, 0x03, 0x01, 0x22, 0x00]),
    Buffer.from([0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
    body,
    Buffer.from([0xff, 0xd9]),
  ]);
  const ihdr = Buffer.concat([u32be(600), u32be(800), Buffer.from([8, 6, 0, 0, 0])]);
  const png = Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', body),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const vp8 = Buffer.concat([latin1('VP8 '), u32le(body.length), body]);
  const webp = Buffer.concat([latin1('RIFF'), u32le(4 + vp8.length), latin1('WEBP'), vp8]);
  const vp8x = Buffer.concat([latin1('VP8X'), u32le(10), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(6)]);
  const webpExtended = Buffer.concat([
    latin1('RIFF'),
    u32le(4 + vp8x.length + vp8.length),
    latin1('WEBP'),
    vp8x,
    vp8,
  ]);
  return { jpeg, png, webp, webpExtended };
}

/** Inputs where sniffers differ or go wrong, with what an upload of each should give. */
function trickyImages(): { label: string; bytes: Buffer; want: string }[] {
  const { jpeg, png } = realShapedImages(2048);
  const acTL = pngChunk('acTL', Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]));
  const apng = Buffer.concat([png.subarray(0, 33), acTL, png.subarray(33)]);
  const riff = (form: string) => Buffer.concat([latin1('RIFF'), u32le(1000), latin1(form), Buffer.alloc(64)]);
  const ftyp = (brand: string) =>
    Buffer.concat([u32be(24), latin1(`ftyp${brand}`), u32be(0), latin1(`${brand}mif1`), Buffer.alloc(64)]);
  return [
    { label: 'the tests’ 1×1 JPEG', bytes: jpegPixel, want: 'image/jpeg' },
    { label: 'the tests’ 1×1 PNG', bytes: pngPixel, want: 'image/png' },
    { label: 'the tests’ 1×1 WebP (lossless)', bytes: webpPixel, want: 'image/webp' },
    { label: 'an animated PNG (acTL chunk)', bytes: apng, want: 'image/png' },
    {
      label: 'JPEG-LS (FF D8 FF F7), which browsers do not show',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xf7]), jpeg.subarray(4)]),
      want: 'refused',
    },
    { label: 'a RIFF that is WAVE, not WEBP', bytes: riff('WAVE'), want: 'refused' },
    { label: 'a RIFF that is AVI', bytes: riff('AVI '), want: 'refused' },
    { label: 'HEIC (ftyp heic)', bytes: ftyp('heic'), want: 'refused' },
    { label: 'AVIF (ftyp avif)', bytes: ftyp('avif'), want: 'refused' },
    { label: 'a GIF', bytes: latin1('GIF89a\x01\x00\x01\x00\x80\x00\x00'), want: 'refused' },
    {
      label: 'SVG text named .png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      want: 'refused',
    },
    { label: 'a PDF', bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), want: 'refused' },
    { label: 'a PNG signature cut after 6 bytes', bytes: png.subarray(0, 6), want: 'refused' },
    { label: 'a JPEG cut after its first 3 bytes', bytes: jpeg.subarray(0, 3), want: 'image/jpeg' },
    {
      label: 'RIFF…WEBP with nothing after',
      bytes: Buffer.concat([latin1('RIFF'), u32le(4), latin1('WEBP')]),
      want: 'image/webp',
    },
    { label: 'an empty file', bytes: Buffer.alloc(0), want: 'refused' },
  ];
}

export async function benchImages(run: RunSettings): Promise<{ results: Result[]; table: string[] }> {
  const size = 200 * 1024;
  const images = realShapedImages(size);
  const results: Result[] = [];
  for (const [name, bytes] of Object.entries(images)) {
    results.push(
      await compare(run, {
        name: `${name} (${bytes.length.toLocaleString('en')} bytes)`,
        settings: 'real-shaped header + random body',
        calls: 20_000,
        old: () => detectImageType(bytes),
        new: () => fileTypeDetectImage(bytes),
        awaitNew: true,
      }),
    );
  }
  const table = ['| input | should be | hand-written | file-type |', '| --- | --- | --- | --- |'];
  for (const input of trickyImages()) {
    const before = detectImageType(input.bytes) ?? 'refused';
    const after = (await fileTypeDetectImage(input.bytes)) ?? 'refused';
    const mark = (value: string) => (value === input.want ? value : `**${value}** (wrong)`);
    table.push(`| ${input.label} | ${input.want} | ${mark(before)} | ${mark(after)} |`);
  }
  return { results, table };
}
