// The sweep against a small service with one planted fault per operation: each must be reported with its
// operation, caller and input, and the healthy operation must not be.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http';
import { openApiDocument, type OperationSpec } from '../openapi';
import { runHostileSweep, type SweepReport } from './hostile-sweep';

const ok = { 200: { description: 'Done.', schema: z.object({ success: z.literal(true) }) } };
const healthz: OperationSpec = {
  method: 'get',
  path: '/healthz',
  tag: 'T',
  summary: 'Alive',
  access: 'public',
  responses: ok,
};
/** An operation with a body at `path`, for the planted faults. */
const posting = (path: string, summary: string, schema: z.ZodType): OperationSpec => ({
  method: 'post',
  path,
  tag: 'T',
  summary,
  access: 'public',
  body: { schema },
  responses: ok,
});
const operations: OperationSpec[] = [
  healthz,
  posting('/echo', 'Throws on markup (a 500)', z.object({ name: z.string().max(50) })),
  {
    method: 'get',
    path: '/items/:id',
    tag: 'T',
    summary: 'Hangs up on SQL in the id',
    access: 'public',
    params: z.object({ id: z.string() }),
    responses: ok,
  },
  {
    method: 'get',
    path: '/page',
    tag: 'T',
    summary: 'Answers a NUL with an HTML 400',
    access: 'public',
    query: z.object({ q: z.string().optional() }),
    responses: ok,
  },
  posting('/merge', 'Merges the body into an object, naively', z.record(z.string(), z.unknown())),
];

/** The merge every prototype-pollution advisory describes. */
function naiveMerge(target: Record<string, unknown>, source: unknown): void {
  if (typeof source !== 'object' || source === null) return;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null) {
      target[key] ??= {};
      naiveMerge(target[key] as Record<string, unknown>, value);
    } else {
      target[key] = value;
    }
  }
}

let server: Server;
let report: SweepReport;

beforeAll(async () => {
  const app = express()
    .use(express.json())
    .get('/healthz', (_req, res) => void res.json({ success: true }))
    .post('/echo', (req, res) => {
      const { name } = z.object({ name: z.string().max(50) }).parse(req.body);
      if (name.includes('<')) throw new Error('markup');
      res.json({ success: true });
    })
    .get('/items/:id', (req, res) => {
      if (req.params.id.includes('DROP TABLE')) req.socket.destroy();
      else res.status(404).json({ success: false, message: 'No such item.' });
    })
    .get('/page', (req, res) => {
      if (String(req.query.q).includes('\u0000')) res.status(400).type('html').send('<p>Bad</p>');
      else res.json({ success: true });
    })
    .post('/merge', (req, res) => {
      naiveMerge({}, req.body);
      res.json({ success: true });
    })
    .use(errorHandler(pino({ level: 'silent' })));
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  report = await runHostileSweep({
    document: openApiDocument({ title: 'Planted faults', version: '1', description: '' }, operations),
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    identities: [{ name: 'visitor', headers: {} }],
    seed: 7,
    randomRuns: 3,
  });
});
afterAll(() => {
  server.close();
});

const reported = (pattern: RegExp) => report.failures.filter((failure) => pattern.test(failure));

describe('runHostileSweep', () => {
  it('sends every operation a valid request and the hostile ones', () => {
    expect(report.answered.sort()).toEqual(report.operations.sort());
    expect(report.requests).toBeGreaterThan(100);
  });

  it('reports a 5xx with the operation, caller and input', () => {
    expect(reported(/^POST \/echo as visitor: body\.name = markup .*<script>.* → answered 500/)).toHaveLength(
      1,
    );
  });

  it('reports a lost connection', () => {
    expect(
      reported(/^GET \/items\/\{id\} as visitor: path id = SQL injection .* → the connection was lost/),
    ).toHaveLength(1);
  });

  it('reports an error answer that is not the JSON error shape', () => {
    expect(
      reported(/^GET \/page as visitor: query q = NUL .* answered 400 as "text\/html", not JSON/),
    ).toHaveLength(1);
  });

  it('reports a polluted Object.prototype and cleans it up', () => {
    expect(reported(/^POST \/merge as visitor: .*__proto__.* → Object\.prototype now has/)).not.toEqual([]);
    expect('hostileSweepPolluted' in {}).toBe(false);
  });

  it('reports nothing for the operation without a fault', () => {
    expect(reported(/^GET \/healthz/)).toEqual([]);
  });
});

describe('runHostileSweep against a service that goes down', () => {
  it('names the input after which /healthz stopped answering, and stops there', async () => {
    const app = express()
      .use(express.json())
      .get('/healthz', (_req, res) => void res.json({ success: true }))
      .post('/crash', (req, res) => {
        if (JSON.stringify(req.body).includes('DROP TABLE')) {
          dying.close();
          dying.closeAllConnections();
        } else res.status(400).json({ success: false, message: 'No.' });
      });
    const dying = createServer(app).listen(0, '127.0.0.1');
    await once(dying, 'listening');
    const down = await runHostileSweep({
      document: openApiDocument({ title: 'Dies', version: '1', description: '' }, [
        healthz,
        posting('/crash', 'Goes down on SQL', z.object({ name: z.string() })),
      ]),
      baseUrl: `http://127.0.0.1:${(dying.address() as AddressInfo).port}`,
      identities: [{ name: 'visitor', headers: {} }],
      seed: 8,
      randomRuns: 0,
      healthEvery: 1,
    });
    const health = down.failures.filter((failure) => failure.startsWith('GET /healthz'));
    expect(health).toEqual([
      expect.stringMatching(
        /^GET \/healthz lost the connection .* after POST \/crash as visitor: .*DROP TABLE.*stopped/,
      ),
    ]);
  });
});

describe('runHostileSweep on an operation for admins only', () => {
  it('sends each hostile case once to a caller it admits and once to one it refuses', async () => {
    const guard: express.RequestHandler = (req, res, next) => {
      const role = /^Bearer (\w+)$/.exec(req.get('authorization') ?? '')?.[1];
      if (!role) res.status(401).json({ success: false, message: 'Sign in.' });
      else if (role !== 'admin') res.status(403).json({ success: false, message: 'Admins only.' });
      else next();
    };
    // The guard before the body's parser, so a refused caller's every answer is its refusal.
    const app = express()
      .get('/healthz', (_req, res) => void res.json({ success: true }))
      .post('/guarded', guard, express.json(), (req, res) => {
        const { name } = z.object({ name: z.string().max(50) }).parse(req.body);
        if (name.includes('<')) throw new Error('markup');
        res.json({ success: true });
      })
      .use(errorHandler(pino({ level: 'silent' })));
    const guarded = createServer(app).listen(0, '127.0.0.1');
    await once(guarded, 'listening');
    const randomRuns = 3;
    try {
      const sweep = await runHostileSweep({
        document: openApiDocument({ title: 'Guarded', version: '1', description: '' }, [
          healthz,
          {
            ...posting('/guarded', 'Throws on markup, for admins', z.object({ name: z.string().max(50) })),
            access: ['admin'],
          },
        ]),
        baseUrl: `http://127.0.0.1:${(guarded.address() as AddressInfo).port}`,
        identities: [
          { name: 'visitor', headers: {} },
          { name: 'shopper', headers: { authorization: 'Bearer shopper' } },
          { name: 'admin', headers: { authorization: 'Bearer admin' } },
        ],
        seed: 9,
        randomRuns,
      });
      // The only admitted caller gets the markup case, once.
      expect(sweep.failures).toEqual([
        expect.stringMatching(/^POST \/guarded as admin: body\.name = markup .* → answered 500/),
      ]);
      // Everyone sends a valid request and their random runs; the fixed list goes once to the admin and is
      // shared out between the two refused callers.
      const { 401: visitor = 0, 403: shopper = 0, ...admin } = sweep.statuses['POST /guarded'] ?? {};
      const admitted = Object.values(admin).reduce((sum, count) => sum + count, 0);
      expect(visitor).toBeGreaterThan(1 + randomRuns);
      expect(shopper).toBeGreaterThan(1 + randomRuns);
      expect(visitor + shopper - admitted).toBe(1 + randomRuns);
    } finally {
      guarded.close();
    }
  });
});
