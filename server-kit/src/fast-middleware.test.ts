import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { createServer } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { headerPairs, precomputedHeaders, unlessBodiless } from './fast-middleware';

describe('precomputedHeaders', () => {
  it('sends exactly the headers helmet sends', async () => {
    const options = { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } };
    const direct = express()
      .use(helmet(options))
      .get('/', (_req, res) => void res.send('ok'));
    const replayed = express()
      .use(precomputedHeaders(helmet(options)))
      .get('/', (_req, res) => void res.send('ok'));
    const [a, b] = await Promise.all([request(direct).get('/'), request(replayed).get('/')]);
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length'].includes(name)),
      );
    expect(securityHeaders(b.headers)).toEqual(securityHeaders(a.headers));
    expect(b.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(b.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses middleware whose headers depend on the request', () => {
    const perRequest: RequestHandler = (req, res, next) => {
      res.setHeader('x-path', req.path);
      next();
    };
    expect(() => precomputedHeaders(perRequest)).toThrow(/reads req\.path/);
  });
});

describe('headerPairs', () => {
  it('gives the headers helmet leaves, as pairs for one writeHead call', async () => {
    const direct = express()
      .use(helmet())
      .get('/', (_req, res) => void res.end());
    const pairs = headerPairs(helmet());
    // Before Express, as the main API's hot path writes them: nothing set beforehand.
    const written = createServer(
      (_req, res) => void res.writeHead(200, [...pairs, 'Content-Length', '0']).end(),
    );
    const [a, b] = await Promise.all([request(direct).get('/'), request(written).get('/')]);
    const { date: _a, ...expected } = a.headers;
    const { date: _b, ...actual } = b.headers;
    expect(actual).toEqual(expected);
    expect(pairs).toContain('Content-Security-Policy');
    expect(pairs).not.toContain('X-Powered-By');
  });

  it('leaves out a header the middleware removes again', () => {
    const setThenRemove: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Kept', 'yes');
      res.setHeader('X-Dropped', 'no');
      res.removeHeader('x-dropped');
      next();
    };
    expect(headerPairs(setThenRemove)).toEqual(['X-Kept', 'yes']);
  });
});

describe('unlessBodiless', () => {
  it('parses bodies of POST but never enters the parser for GET', async () => {
    let entered = 0;
    const counting: RequestHandler = (req, res, next) => {
      entered++;
      express.json()(req, res, next);
    };
    const app = express()
      .use(unlessBodiless(counting))
      .all('/', (req, res) => void res.json({ body: (req.body as unknown) ?? null }));
    expect((await request(app).post('/').send({ a: 1 })).body).toEqual({ body: { a: 1 } });
    expect(entered).toBe(1);
    expect((await request(app).get('/')).body).toEqual({ body: null });
    expect(entered).toBe(1);
  });
});
