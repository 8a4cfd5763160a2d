// What the hostile sweep puts where a request expects something sane: a fixed list that every field and
// parameter gets (so the known attacks run on every run), and an arbitrary of the same families with random
// contents for fast-check to add its own.
import fc from 'fast-check';

export interface Hostile {
  /** Names the value in failure messages ("12,000 random printable characters"). */
  label: string;
  value: unknown;
  /** Goes into a URL as written, not percent-encoded (malformed escapes). */
  raw?: boolean;
  /** Only in bodies: in a URL its text is just one more address over Node's 16 KB limit. */
  bodyOnly?: boolean;
}

/** The key a polluted prototype would carry; the sweep checks `Object.prototype` for it. */
export const POLLUTION_MARK = 'hostileSweepPolluted';

export function nested(depth: number, as: 'object' | 'array'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = as === 'object' ? { a: value } : [value];
  return value;
}

/** Seeded random text, the same on every run (a repeated letter would compress and hide size limits). */
function randomText(length: number, unit: 'grapheme-ascii' | 'binary', seed: number): string {
  const [text] = fc.sample(fc.string({ unit, minLength: length, maxLength: length }), { seed, numRuns: 1 });
  return text ?? '';
}

const pollutingObjects = [
  `{"__proto__":{"${POLLUTION_MARK}":true}}`,
  `{"constructor":{"prototype":{"${POLLUTION_MARK}":true}}}`,
].map((json) => JSON.parse(json) as unknown);

const strings: Hostile[] = [
  { label: 'an empty string', value: '' },
  { label: 'spaces only', value: '   ' },
  { label: 'NUL', value: '\u0000' },
  { label: 'control characters', value: '\u0001\u0007\b\t\n\v\f\r\u001b\u007f\u0085\u2028\u202e\u200b' },
  { label: 'a lone surrogate', value: '\ud800x' },
  { label: 'markup', value: '"><script>alert(1)</script>' },
  { label: 'SQL injection', value: "' OR '1'='1'; DROP TABLE users; --" },
  { label: 'a slow SQL injection', value: "1' OR pg_sleep(10) IS NULL --" },
  { label: 'LIKE wildcards and backslashes', value: '%_\\%\\' },
  { label: 'a path traversal', value: '../../../../etc/passwd' },
  { label: 'a prototype key', value: '__proto__' },
  { label: 'an odd number', value: '1e9999' },
  { label: 'a malformed percent-escape', value: '%ZZ' },
  { label: '12,000 random printable characters', value: randomText(12_000, 'grapheme-ascii', 12_000) },
  { label: '90,000 random characters', value: randomText(90_000, 'binary', 90_000) },
];

const wrongTypes: Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'a negative number', value: -1 },
  { label: 'a huge number', value: 1e308 },
  { label: 'an array of mixed values', value: ['a', 1, null] },
  { label: 'an empty object', value: {} },
  { label: 'an object with a __proto__ key', value: pollutingObjects[0] },
  { label: 'an object with constructor.prototype', value: pollutingObjects[1], bodyOnly: true },
  { label: 'an object nested 2,000 deep', value: nested(2_000, 'object'), bodyOnly: true },
  { label: 'an array nested 2,000 deep', value: nested(2_000, 'array'), bodyOnly: true },
  { label: 'an array of 10,000 strings', value: Array.from({ length: 10_000 }, () => 'x'), bodyOnly: true },
];

/** Every body field, whole body, parameter and header gets each of these. */
export const HOSTILE_VALUES: readonly Hostile[] = [...strings, ...wrongTypes];

/** Path segments and query values also get these, exactly as written. */
export const MALFORMED_ESCAPES: readonly Hostile[] = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  '%C0%AE%C0%AE',
  '%F0%9F%98',
].map((value) => ({ label: `the malformed escape ${value}`, value, raw: true }));

/** A request sent exactly as written: for the malformed bodies and query strings no schema describes. */
export interface RawPart {
  label: string;
  query?: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The boundary of the sweep's multipart bodies. */
export const MULTIPART_BOUNDARY = 'hostile-sweep-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

/** Requests every operation gets as written: prototype keys and broken escapes in the query string. */
export const RAW_QUERIES: readonly RawPart[] = [
  `__proto__[${POLLUTION_MARK}]=1`,
  `constructor[prototype][${POLLUTION_MARK}]=1`,
  '%ZZ=%ZZ&a=%E0%A4%A',
  `${'q'.repeat(12_000)}=1`,
].map((query) => ({ label: `the query string ${query.slice(0, 40)}`, query }));

/** Bodies every operation with a body gets: broken JSON, the wrong types and encodings. */
export const RAW_BODIES: readonly RawPart[] = [
  { label: 'truncated JSON', contentType: 'application/json', body: '{"email": ' },
  { label: 'JSON with trailing garbage', contentType: 'application/json', body: '{"a":1} trailing' },
  { label: 'JSON in UTF-16 by name', contentType: 'application/json; charset=utf-16', body: '{}' },
  { label: 'plain text', contentType: 'text/plain', body: 'hello' },
  {
    label: 'a form with prototype keys',
    contentType: 'application/x-www-form-urlencoded',
    body: `__proto__[${POLLUTION_MARK}]=1`,
  },
  {
    label: 'JSON that claims gzip',
    contentType: 'application/json',
    body: '{}',
    headers: { 'content-encoding': 'gzip' },
  },
];

/** One text part of a multipart body. */
export const multipartField = (name: string, value: string) =>
  `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Broken multipart bodies for the upload operations. */
export const RAW_MULTIPART: readonly RawPart[] = [
  {
    label: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: `${multipartField('a', 'b')}--${MULTIPART_BOUNDARY}--`,
  },
  {
    label: 'truncated multipart',
    contentType: MULTIPART_TYPE,
    body: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nab`,
  },
  {
    label: 'a multipart part without headers',
    contentType: MULTIPART_TYPE,
    body: `--${MULTIPART_BOUNDARY}\r\n\r\nvalue\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  },
  {
    label: 'a multipart field named __proto__',
    contentType: MULTIPART_TYPE,
    body: `${multipartField(`__proto__[${POLLUTION_MARK}]`, '1')}--${MULTIPART_BOUNDARY}--\r\n`,
  },
  {
    label: 'a multipart field named constructor',
    contentType: MULTIPART_TYPE,
    body: `${multipartField(`constructor[prototype][${POLLUTION_MARK}]`, '1')}--${MULTIPART_BOUNDARY}--\r\n`,
  },
  {
    label: 'a file in an unexpected field, with NUL in its name',
    contentType: MULTIPART_TYPE,
    body: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="surprise"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  },
];

const markup = fc.constantFrom('<script>', '</textarea>', '{{7*7}}', '${7*7}', "'", '"', '\\', ';--', '%00');

/** The same families with random contents, for fast-check's own runs. */
export const hostileArbitrary: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES, ...MALFORMED_ESCAPES),
  fc.string({ unit: 'binary', maxLength: 60 }).map((value) => ({ label: 'random text', value })),
  fc
    .tuple(fc.string({ maxLength: 20 }), markup, fc.string({ maxLength: 20 }))
    .map(([before, attack, after]) => ({ label: 'text with markup or SQL', value: before + attack + after })),
  fc
    .integer({ min: 300, max: 100_000 })
    .map((length) => ({ label: `${length.toLocaleString('en')} x`, value: 'x'.repeat(length) })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ label: 'a random JSON value', value })),
  fc
    .tuple(fc.integer({ min: 10, max: 3_000 }), fc.constantFrom('object' as const, 'array' as const))
    .map(([depth, as]) => ({ label: `an ${as} nested ${depth} deep`, value: nested(depth, as) })),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 1 }))
    .map(([key, inner]) => ({
      label: `an object with a ${key} key`,
      value: JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify({ [POLLUTION_MARK]: inner })}}`) as unknown,
    })),
);

/** A value as a failure message shows it: JSON, cut short, with its length when long. */
export function describeValue(value: unknown, limit = 80): string {
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length.toLocaleString('en')} chars)`;
}
