import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { checkReadiness, databaseCheck, healthRouter, probeRouter, serviceCheck } from './health';

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

describe('checkReadiness and /readyz', () => {
  const never = () => new Promise<void>(() => undefined);
  const fails = async () => {
    throw new Error('refused');
  };
  const answers = async () => undefined;

  it('is ready when every check answers in time, and names each failing or late one', async () => {
    expect(await checkReadiness([{ name: 'database', check: answers }])).toEqual({
      ready: true,
      checks: { database: 'ok' },
    });
    const started = Date.now();
    expect(
      await checkReadiness(
        [
          { name: 'database', check: answers },
          { name: 'mainApi', check: fails },
          { name: 'slow', check: never },
        ],
        50,
      ),
    ).toEqual({ ready: false, checks: { database: 'ok', mainApi: 'failing', slow: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers /healthz without asking anything, and /readyz 200 or 503 with the checks', async () => {
    let databaseUp = true;
    const app = express().use(
      probeRouter(
        [
          databaseCheck({
            ping: async () => {
              if (!databaseUp) throw new Error('down');
            },
          }),
        ],
        50,
      ),
    );
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    try {
      expect(await get('/readyz')).toEqual({
        status: 200,
        body: { success: true, status: 'ready', checks: { database: 'ok' } },
      });
      databaseUp = false;
      expect(await get('/healthz')).toEqual({ status: 200, body: { success: true, status: 'ok' } });
      expect(await get('/readyz')).toEqual({
        status: 503,
        body: {
          success: false,
          status: 'unavailable',
          message: 'Not ready: database not answering.',
          checks: { database: 'failing' },
        },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('checks another service by its URL', async () => {
    const server = createServer((req, res) => {
      res.statusCode = req.url === '/readyz' ? 200 : 503;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(serviceCheck('mainApi', `${base}/readyz`).check()).resolves.toBeUndefined();
      await expect(serviceCheck('mainApi', `${base}/other`).check()).rejects.toThrow('503');
      await expect(serviceCheck('mainApi', 'http://127.0.0.1:9/readyz').check()).rejects.toThrow();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
