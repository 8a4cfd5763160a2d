import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { healthRouter } from './health';

async function ask(ping: () => Promise<void>) {
  const app = express().use('/api/health', healthRouter({ ping, kind: 'pglite' }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
    return { status: res.status, body: (await res.json()) as unknown };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('healthRouter', () => {
  it('answers 200 with the database kind while the database answers', async () => {
    expect(await ask(async () => undefined)).toEqual({
      status: 200,
      body: { success: true, status: 'ok', database: 'pglite' },
    });
  });

  it('answers 503 when the ping fails', async () => {
    const res = await ask(async () => {
      throw new Error('connection refused');
    });
    expect(res).toEqual({
      status: 503,
      body: { success: false, status: 'unavailable', message: 'The database is not answering.' },
    });
  });
});
