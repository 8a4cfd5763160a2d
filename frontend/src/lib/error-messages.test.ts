import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '../i18n/i18n';
import { apiErrorMessages, messageForError } from './error-messages';
import { HttpError } from './http-client';

const request = { method: 'POST' as const, url: '/api/x', headers: new Headers() };
const answered = (status: number, data: object) =>
  new HttpError('Request failed', status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', request, {
    status,
    data: { success: false, ...data },
    headers: new Headers(),
  });
const offline = () => new HttpError('Network Error', 'ERR_NETWORK', request);
const timedOut = () => new HttpError('timeout of 15000ms exceeded', 'ERR_TIMEOUT', request);

const sinhala = /[\u0D80-\u0DFF]/;
const tamil = /[\u0B80-\u0BFF]/;

describe('messageForError in English', () => {
  it("shows the server's own words, and the error's own without an answer (spec §8)", () => {
    const refusal = answered(409, {
      code: 'out_of_stock',
      message: 'Only 1 of Linen Shirt in size M is left.',
    });
    expect(messageForError(refusal)).toBe('Only 1 of Linen Shirt in size M is left.');
    expect(messageForError(offline())).toBe('Network Error');
  });

  it('says the catalogue message for a known code the server gave no words for, else the fallback', () => {
    expect(messageForError(answered(401, { code: 'invalid_token' }))).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(messageForError(answered(500, {}))).toBe('Something went wrong on our side. Please try again.');
    expect(messageForError('not an error')).toBe('Something went wrong. Please try again.');
    expect(messageForError('not an error', 'checkout.billFailed')).toBe(
      'The bill could not be made. Please try again.',
    );
  });
});

describe.each([
  ['si', siMessages, sinhala],
  ['ta', taMessages, tamil],
] as const)('messageForError in %s', (language, messages, script) => {
  const inLanguage = () => activateCatalogue(language, messages);

  it("says each code's message in the language, filled in from the answer's details", () => {
    inLanguage();
    const short = answered(409, {
      code: 'out_of_stock',
      message: 'Only 1 of Linen Shirt in size M is left; you asked for 2.',
      details: { name: 'Linen Shirt', size: 'M', available: 1, requested: 2 },
    });
    const said = messageForError(short);
    expect(said).toMatch(script);
    expect(said).toContain('Linen Shirt');
    expect(said).toContain('M');
    expect(said).not.toContain('asked for');

    const total = messageForError(
      answered(409, { code: 'price_changed', message: 'Prices have changed…', details: { amount: 10180 } }),
    );
    expect(total).toMatch(script);
    expect(total).toContain('LKR 10,180.00');

    expect(messageForError(answered(409, { code: 'out_of_stock', message: 'Sold out.' }))).toMatch(script);
    expect(messageForError(answered(400, { code: 'bad_request', message: 'size: must be S.' }))).toMatch(
      script,
    );
  });

  it("says no answer, a timeout and a server error in the language; an unknown code keeps the server's words", () => {
    inLanguage();
    expect(messageForError(offline())).toMatch(script);
    expect(messageForError(timedOut())).toMatch(script);
    expect(messageForError(timedOut())).not.toBe(messageForError(offline()));
    expect(messageForError(answered(503, {}))).toMatch(script);
    expect(messageForError(answered(418, { code: 'teapot', message: 'I am a teapot.' }))).toBe(
      'I am a teapot.',
    );
  });
});

/** The arguments of a call written at `start` (just after its opening parenthesis), split at top-level commas. */
function callArguments(source: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let index = start; index < source.length; index++) {
    const character = source[index] ?? '';
    if (quote) {
      current += character;
      if (character === '\\') current += source[++index] ?? '';
      else if (character === quote) quote = null;
      continue;
    }
    if (character === "'" || character === '"' || character === '`') quote = character;
    else if ('([{'.includes(character)) depth += 1;
    else if (')]}'.includes(character)) {
      if (depth === 0) {
        args.push(current.trim());
        return args;
      }
      depth -= 1;
    } else if (character === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += character;
  }
  return args;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('apiErrorMessages', () => {
  it('has a message for every code the main API answers with', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const codes = new Set<string>();
    for (const file of [
      ...sourceFiles(join(root, 'server-kit/src')),
      ...sourceFiles(join(root, 'backend/src')),
    ]) {
      const source = readFileSync(file, 'utf8');
      // new AppError(status, message, 'code', …)
      for (const match of source.matchAll(/new AppError\(/g)) {
        const code = /^'([a-z_]+)'$/.exec(callArguments(source, match.index + match[0].length)[2] ?? '')?.[1];
        if (code) codes.add(code);
      }
      // Answers written by hand ({ …, code: 'bad_json' }), the codes AppError derives from a status
      // (400: 'bad_request') and named codes (DATABASE_UNAVAILABLE = 'database_unavailable').
      for (const pattern of [
        /\bcode: '([a-z_]+)'/g,
        /^\s+\d{3}: '([a-z_]+)',?$/gm,
        /_UNAVAILABLE = '([a-z_]+)'/g,
      ]) {
        for (const match of source.matchAll(pattern)) if (match[1]) codes.add(match[1]);
      }
    }
    codes.add('error'); // AppError's code for a status without its own
    // Not error codes: zod's issue code in the config check.
    codes.delete('custom');
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter((code) => !Object.hasOwn(apiErrorMessages, code)).sort()).toEqual([]);
  });
});
