import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHandler, LOGGED_URL_LIMIT, REQUEST_ID_HEADER, requestLogger } from './http';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let server: Server | undefined;
afterEach(() => server?.close());

/** A server with the request logger in front of a few routes, and the lines it logs. */
async function loggedServer() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = express()
    .use(requestLogger(pino({ level: 'info' }, sink)))
    .get('/ok', (_req, res) => void res.json({ ok: true }))
    .get('/broken', (_req, res) => void res.status(500).json({ ok: false }))
    .get('/slow', () => undefined)
    .get('/items/:id', (req, res) => void res.json({ id: req.params.id }))
    .use(errorHandler(pino({ level: 'silent' })));
  server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { lines, base: `http://127.0.0.1:${port}` };
}

/** pino writes asynchronously; lines may take a moment. */
const PINO_WAIT = { timeout: 3_000, interval: 10 };

describe('requestLogger', () => {
  it('logs one line per answer with id, method, URL, status and time, and echoes the id', async () => {
    const { lines, base } = await loggedServer();
    const answer = await fetch(`${base}/ok?page=2`);
    const id = answer.headers.get(REQUEST_ID_HEADER) ?? '';
    expect(id).toMatch(/^[\da-f-]{36}$/);
    await vi.waitFor(() => expect(lines).toHaveLength(1), PINO_WAIT);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id, method: 'GET', url: '/ok?page=2' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps a sane caller id, replaces a strange one, and logs a 5xx at error level', async () => {
    const { lines, base } = await loggedServer();
    const kept = await fetch(`${base}/broken`, { headers: { [REQUEST_ID_HEADER]: 'proxy-1234' } });
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('proxy-1234');
    const replaced = await fetch(`${base}/ok`, { headers: { [REQUEST_ID_HEADER]: 'bad id <script>' } });
    expect(replaced.headers.get(REQUEST_ID_HEADER)).not.toBe('bad id <script>');
    await vi.waitFor(() => expect(lines).toHaveLength(2), PINO_WAIT);
    expect(lines.find((line) => line.req?.id === 'proxy-1234')).toMatchObject({
      level: 50,
      msg: 'request errored',
      res: { statusCode: 500 },
    });
  });

  it('logs a request the client gave up on as aborted, once', async () => {
    const { lines, base } = await loggedServer();
    const { port } = new URL(base);
    const req = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    req.on('error', () => undefined);
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toEqual(['request aborted']), PINO_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, req: { method: 'GET', url: '/slow' } });
  });

  it('keeps only the start of a very long URL in the line', async () => {
    const { lines, base } = await loggedServer();
    const hostile = `/ok?q=${'a'.repeat(8_000)}`;
    await fetch(`${base}${hostile}`);
    await vi.waitFor(() => expect(lines).toHaveLength(1), PINO_WAIT);
    const url = lines[0]?.req?.url ?? '';
    expect(url.startsWith('/ok?q=aaa')).toBe(true);
    expect(url.length).toBeLessThan(LOGGED_URL_LIMIT + 40);
    expect(url).toContain('more characters');
  });
});

describe('errorHandler', () => {
  it('answers a malformed percent-escape in a path parameter with a 400, not a fault', async () => {
    const { base } = await loggedServer();
    const fine = await fetch(`${base}/items/a%20b`);
    expect(await fine.json()).toEqual({ id: 'a b' });
    const broken = await fetch(`${base}/items/%ZZ`);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'bad_url' });
  });
});
