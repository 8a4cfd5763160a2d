import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestBackend, type TestBackend } from './testing/test-backend';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let backend: TestBackend;
let shopperToken: string;
const SHOP_JS = `export const words = ${JSON.stringify('Ceylon Threads '.repeat(200))};\n`;
/** The built page's inline script (theme-init.js, inlined by the build). */
const PAGE_SCRIPT = "document.documentElement.lang='si'";
const spaDir = temporaryDirectory('spa-');

beforeAll(async () => {
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(
    path.join(spaDir, 'index.html'),
    `<!doctype html><title>Store</title><script>${PAGE_SCRIPT}</script><div id="root"></div>` +
      '<script type="module" src="/assets/shop.js"></script>',
  );
  writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'console.log(1)');
  // A built script as the build leaves it: the file and its Brotli and gzip copies (precompress-plugin.ts).
  writeFileSync(path.join(spaDir, 'assets', 'shop.js'), SHOP_JS);
  writeFileSync(path.join(spaDir, 'assets', 'shop.js.br'), brotliCompressSync(SHOP_JS));
  writeFileSync(path.join(spaDir, 'assets', 'shop.js.gz'), gzipSync(SHOP_JS));
  // A script whose copies go missing while the server runs (the build replaced under it).
  writeFileSync(path.join(spaDir, 'assets', 'gone.js'), SHOP_JS);
  writeFileSync(path.join(spaDir, 'assets', 'gone.js.br'), brotliCompressSync(SHOP_JS));
  backend = await startTestBackend({ env: { FRONTEND_DIST: spaDir } });
  shopperToken = (await backend.loginAs('shopper')).token;
});
afterAll(async () => {
  await backend.close();
});

describe('the built SPA', () => {
  it('is served at / and as the history fallback for client routes', async () => {
    for (const route of ['/', '/collection', '/product/123', '/track-order/abc']) {
      const res = await backend.api().get(route).expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await backend.api().get('/api/product/list').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed assets with long cache headers', async () => {
    const res = await backend.api().get('/assets/app.js').expect(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it(`sends the build's Brotli or gzip copy of a file to a browser that takes it, the file itself otherwise`, async () => {
    const asBrowser = await backend
      .api()
      .get('/assets/shop.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(asBrowser.headers['content-encoding']).toBe('br');
    expect(asBrowser.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asBrowser.headers.vary).toContain('Accept-Encoding');
    expect(asBrowser.headers['cache-control']).toContain('max-age=31536000');
    // The build's own bytes (supertest decodes them): the copy's length, not a fresh compression's.
    expect(Number(asBrowser.headers['content-length'])).toBe(brotliCompressSync(SHOP_JS).length);
    expect(asBrowser.text).toBe(SHOP_JS);

    const gzipOnly = await backend.api().get('/assets/shop.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipOnly.headers['content-length'])).toBe(gzipSync(SHOP_JS).length);
    expect(gzipOnly.text).toBe(SHOP_JS);

    const plain = await backend.api().get('/assets/shop.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SHOP_JS);
    // The copies are not pages of their own to a client that did not ask for them.
    await backend.api().get('/assets/shop.js.br').expect(200);
  });

  it(`sends a page's scripts with only the headers that act on a script, the page with all of its own`, async () => {
    const pagePolicies = [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
    ];
    for (const [file, encoding] of [
      ['/assets/shop.js', 'gzip, deflate, br'],
      ['/assets/shop.js', 'gzip'],
      ['/assets/app.js', 'gzip, deflate, br'],
      ['/assets/shop.js', 'identity'],
    ] as const) {
      const script = await backend.api().get(file).set('Accept-Encoding', encoding).expect(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const header of [...pagePolicies, 'etag', 'last-modified'])
        expect(script.headers[header]).toBeUndefined();
    }
    const head = await backend.api().head('/assets/shop.js').set('Accept-Encoding', 'br').expect(200);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(SHOP_JS).length);

    const page = await backend.api().get('/collection').set('Accept-Encoding', 'br').expect(200);
    for (const header of [...pagePolicies, 'etag']) expect(page.headers[header]).toBeDefined();
  });

  it(`allows the page's own inline script by its hash and no other inline script`, async () => {
    const hash = createHash('sha256').update(PAGE_SCRIPT).digest('base64');
    const page = await backend.api().get('/').expect(200);
    const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(
      page.headers['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
  });

  it(`sends the API's answers with an API's headers, none of the page's policies`, async () => {
    const page = await backend.api().get('/collection').expect(200);
    const asked = [
      backend.api().get('/api/config').set('Accept-Encoding', 'br'),
      backend.api().get('/api/product/list').set('Accept-Encoding', 'gzip'),
      backend.api().post('/api/cart/get').set('token', shopperToken).send({}),
      backend.api().get('/api/no-such-thing'),
      backend.api().get('/api'),
    ];
    for (const answer of await Promise.all(asked)) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
      for (const header of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster'])
        expect(answer.headers[header]).toBeUndefined();
    }
    // The API's own page (the OpenAPI viewer) runs scripts: it keeps the page's policies.
    const docs = await backend.api().get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('answers a file the build does not have with 404, never with the page as a script', async () => {
    const missing = await backend
      .api()
      .get('/assets/index-OLDBUILD.js')
      .set('Accept-Encoding', 'br')
      .expect(404);
    expect(missing.text).not.toContain('<div id="root">');
    // A copy gone since start-up: a plain 404, not a broken connection or a wrong length.
    rmSync(path.join(spaDir, 'assets', 'gone.js.br'));
    const gone = await backend.api().get('/assets/gone.js').set('Accept-Encoding', 'br').expect(404);
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.headers['cache-control']).toBeUndefined();
  });

  it('serves the site and its copies from a directory under a dot-directory (a checkout in ~/.cache)', async () => {
    const hidden = path.join(temporaryDirectory('spa-'), '.cache', 'dist');
    mkdirSync(path.join(hidden, 'assets'), { recursive: true });
    writeFileSync(
      path.join(hidden, 'index.html'),
      '<!doctype html><title>Store</title><div id="root"></div>',
    );
    writeFileSync(path.join(hidden, 'assets', 'shop.js'), SHOP_JS);
    writeFileSync(path.join(hidden, 'assets', 'shop.js.br'), brotliCompressSync(SHOP_JS));
    const other = await startTestBackend({ seed: false, env: { FRONTEND_DIST: hidden } });
    try {
      const script = await other.api().get('/assets/shop.js').set('Accept-Encoding', 'br').expect(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.text).toBe(SHOP_JS);
      expect((await other.api().get('/collection').expect(200)).text).toContain('<div id="root">');
    } finally {
      await other.close();
    }
  });

  it('never answers an unknown /api path with the SPA', async () => {
    const res = await backend.api().get('/api/no/such/thing').expect(404);
    expect(res.body).toEqual({ success: false, message: 'No API route GET /api/no/such/thing.' });
    await backend.api().post('/api/product/list').expect(404);
  });
});

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await backend.api().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await startTestBackend({ seed: false });
    // Its queue first: with the database gone, its polling would only fail (logged) until the file ends.
    await broken.container.mailJobs.stop();
    await broken.container.database.close();
    const res = await broken.api().get('/api/health').expect(503);
    expect(res.body).toMatchObject({ success: false, status: 'unavailable' });
    // Its database is closed already, so closing the rest fails part-way; the fixture still removes its folder.
    await broken.close().catch(() => undefined);
  });
});

describe('GET /api/config', () => {
  it('shows the demo accounts only in demo mode', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.demoMode).toBe(true);
    expect(res.body.demoAccounts.map((account: { label: string }) => account.label)).toEqual([
      'User Login',
      'Helper Login',
      'Admin Login',
    ]);
    const production = await startTestBackend({ seed: false, env: { DEMO_MODE: 'false' } });
    try {
      const body = (await production.api().get('/api/config').expect(200)).body;
      expect(body).toMatchObject({ demoMode: false, demoAccounts: [] });
    } finally {
      await production.close();
    }
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers and allows only configured origins', async () => {
    const allowed = await backend.api().get('/api/health').set('Origin', 'http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const page = await backend.api().get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const denied = await backend.api().get('/api/health').set('Origin', 'https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the assistance service address', () => {
  it('is ASSIST_PUBLIC_URL in /api/config and in the CSP, never localhost', async () => {
    const deployed = await startTestBackend({
      seed: false,
      page: true,
      env: { ASSIST_PUBLIC_URL: 'https://assist.example.lk', ASSIST_PORT: '4100' },
    });
    try {
      const res = await deployed.api().get('/api/config').expect(200);
      expect(res.body.assistanceUrl).toBe('https://assist.example.lk');
      const page = await deployed.api().get('/').expect(200);
      const csp = page.headers['content-security-policy'] ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((part: string) => part.trim().split(/\s+/))
          .find(([first]: string[]) => first === name)
          ?.slice(1);
      expect(directive('connect-src')).toEqual([
        "'self'",
        'https://assist.example.lk',
        'wss://assist.example.lk',
      ]);
      expect(directive('media-src')).toContain('https://assist.example.lk');
      expect(csp).not.toContain('localhost');
    } finally {
      await deployed.close();
    }
  });

  it('defaults to localhost on ASSIST_PORT for the embedded store', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.assistanceUrl).toBe('http://localhost:4100');
    const page = await backend.api().get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain('ws://localhost:4100');
  });
});

describe('hostile input never causes a 5xx', () => {
  const routes: Array<['post' | 'put', string]> = [
    ['post', '/api/user/register'],
    ['post', '/api/user/login'],
    ['put', '/api/user/change-password'],
    ['post', '/api/cart/add'],
    ['post', '/api/cart/update'],
    ['post', '/api/cart/get'],
    ['post', '/api/cart/merge'],
  ];

  const call = (method: 'post' | 'put', route: string) =>
    (method === 'post' ? backend.api().post(route) : backend.api().put(route)).set('token', shopperToken);

  it.each(routes)('%s %s: malformed JSON → 400, oversized body → 413', async (method, route) => {
    const bad = await call(method, route).set('Content-Type', 'application/json').send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
    const huge = await call(method, route).send({ name: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });

  it.each(routes)('%s %s: random JSON bodies get a 2xx or 4xx, never 5xx', async (method, route) => {
    const bodies = fc.sample(fc.anything({ maxDepth: 3, withNullPrototype: false }), {
      numRuns: 25,
      seed: 20261121,
    });
    const hostile = [
      null,
      [],
      { email: { $gt: '' }, password: { $ne: null } },
      { itemId: "'; drop table users; --", size: 'M' },
      { itemId: '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77', size: '<script>', quantity: 1e308 },
      { cartData: { __proto__: { polluted: 1 } } },
      {
        cartData: Object.fromEntries(
          Array.from({ length: 300 }, (_, i) => [
            `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            { M: 1 },
          ]),
        ),
      },
      { name: '\u0000', email: 'a@b.co', password: '\u0000'.repeat(8) },
      ...bodies,
    ];
    for (const body of hostile) {
      const res = await call(method, route)
        .send(JSON.stringify(body) as unknown as object)
        .set('Content-Type', 'application/json');
      expect(res.status, `${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(
        500,
      );
      expect(res.body.success, JSON.stringify(body)).toBeTypeOf('boolean');
    }
  });
});
