import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-static';
import { askExactly } from './testing/raw-http-client';
import { temporaryDirectory } from './testing/temporary-directory';

const SCRIPT = `export const words = ${JSON.stringify('Ceylon Threads '.repeat(100))};\n`;
const PAGE = `<!doctype html><title>Store</title>${'<p>Ceylon Threads</p>'.repeat(100)}`;
let server: Server;
const site = temporaryDirectory('site-');

beforeAll(async () => {
  mkdirSync(path.join(site, 'assets'));
  writeFileSync(path.join(site, 'index.html'), PAGE);
  writeFileSync(path.join(site, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(path.join(site, 'assets', 'shop.js'), SCRIPT);
  writeFileSync(path.join(site, 'assets', 'shop.js.br'), brotliCompressSync(SCRIPT));
  const built = precompressedFiles(site);
  const app = express();
  app.use(
    '/assets/',
    built.middleware({ maxAge: 1000, immutable: true, validators: false }, '/assets/'),
    (_req, res) => {
      res.status(404).send('not in /assets');
    },
  );
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (method: string, address: string) =>
  askExactly((server.address() as AddressInfo).port, address, { 'Accept-Encoding': 'br' }, method);

describe('a compressed copy sent without validators', () => {
  it('goes out with its length, the cache settings and no ETag or Last-Modified, for GET and HEAD', async () => {
    const copy = brotliCompressSync(SCRIPT);
    const got = await ask('GET', '/assets/shop.js');
    expect(got.status).toBe(200);
    expect(got.body.equals(copy)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(copy.length),
      'cache-control': 'public, max-age=1, immutable',
    });
    expect(got.headers.etag).toBeUndefined();
    expect(got.headers['last-modified']).toBeUndefined();
    const head = await ask('HEAD', '/assets/shop.js');
    expect(head.headers['content-length']).toBe(String(copy.length));
    expect(head.body.length).toBe(0);
  });

  it('is found under the mount only: a `..` in the address does not reach the page above it', async () => {
    const climbing = await ask('GET', '/assets/../index.html');
    expect(climbing.status).toBe(404);
    expect(climbing.body.toString()).toBe('not in /assets');
  });
});
