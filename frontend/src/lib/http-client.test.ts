// The HTTP client against a real server on this machine, through the runtime's own fetch: what it sends, what
// it gives back, and the one error type for every way a request can fail.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpClientOptions } from './http-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (path === '/refused') {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        return void res.end(
          JSON.stringify({ success: false, code: 'out_of_stock', message: 'Only 1 left.' }),
        );
      }
      if (path === '/broken') return void res.writeHead(503).end('Service Unavailable');
      if (path === '/file') {
        res.writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="a.pdf"',
        });
        return void res.end('%PDF-1.7');
      }
      if (path === '/empty') return void res.writeHead(204).end();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const json = req.headers['content-type'] === 'application/json';
      res.end(JSON.stringify({ success: true, echo: json ? (JSON.parse(body) as unknown) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

const client = (options: Partial<HttpClientOptions> = {}) =>
  createHttpClient({
    baseUrl: () => base,
    timeout: 1_000,
    headers: () => ({ 'Accept-Language': 'si', token: 't-1', Authorization: 'Bearer t-1' }),
    ...options,
  });

const failureOf = async (promise: Promise<unknown>): Promise<HttpError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
};

describe('the HTTP client', () => {
  it('sends the headers every request carries, the query from params, and reads the JSON answer', async () => {
    const { data, status } = await client().get<{ success: boolean }>('/list?a=1', {
      params: { page: 2, search: 'linen shirt', skipped: undefined },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ success: true, echo: null });
    const request = seen.at(-1);
    expect(request?.url).toBe('/list?a=1&page=2&search=linen+shirt');
    expect(request?.headers).toMatchObject({
      'accept-language': 'si',
      token: 't-1',
      authorization: 'Bearer t-1',
    });
  });

  it('sends a body as JSON, and a request header wins over the defaults', async () => {
    const { data } = await client().post(
      '/echo',
      { itemId: 'x', size: 'M' },
      { headers: { 'Accept-Language': 'ta' } },
    );
    expect(data).toEqual({ success: true, echo: { itemId: 'x', size: 'M' } });
    expect(seen.at(-1)?.headers).toMatchObject({
      'content-type': 'application/json',
      'accept-language': 'ta',
    });
  });

  it('leaves a form to the runtime, which writes multipart with its boundary', async () => {
    const form = new FormData();
    form.set('name', 'Linen Shirt');
    expect((await client().post('/echo-form', form)).status).toBe(200);
    const request = seen.at(-1);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('Linen Shirt');
  });

  it('gives a file as a Blob, with the answer headers', async () => {
    const { data, headers } = await client().get<Blob>('/file', { responseType: 'blob' });
    // The runtime's own Blob (jsdom has another, so not checked with instanceof).
    expect(data.type).toBe('application/pdf');
    expect(await data.text()).toBe('%PDF-1.7');
    expect(headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
  });

  it('answers an empty body as undefined', async () => {
    expect((await client().delete('/empty')).data).toBeUndefined();
  });

  it("makes a 4xx its refusal and a 5xx its server error, with the server's answer", async () => {
    const refused = await failureOf(client().post('/refused', {}));
    expect(refused).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'Request failed with status code 409',
    });
    expect(refused.response?.status).toBe(409);
    expect(refused.response?.data).toMatchObject({ code: 'out_of_stock', message: 'Only 1 left.' });

    const broken = await failureOf(client().get('/broken'));
    expect(broken).toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    expect(broken.response?.status).toBe(503);
    expect(broken.response?.data).toBe('Service Unavailable');
  });

  it('gives up after its time limit, or a request its own', async () => {
    const slow = await failureOf(client().get('/slow'));
    expect(slow).toMatchObject({
      code: 'ERR_TIMEOUT',
      message: 'timeout of 1000ms exceeded',
      response: undefined,
    });
    const quick = await failureOf(client().get('/slow', { timeout: 50 }));
    expect(quick.message).toBe('timeout of 50ms exceeded');
  });

  it('stops when the caller gives up (its signal), before or during the request', async () => {
    const during = new AbortController();
    const pending = client().get('/slow', { signal: during.signal });
    setTimeout(() => during.abort(), 50);
    expect(await failureOf(pending)).toMatchObject({ code: 'ERR_CANCELED' });

    const before = new AbortController();
    before.abort();
    expect(await failureOf(client().get('/list', { signal: before.signal }))).toMatchObject({
      code: 'ERR_CANCELED',
    });
  });

  it('says "Network Error" when no server answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(client({ baseUrl: () => address }).get('/list'));
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error', response: undefined });
  });

  it('hands every failure to onError before the caller sees it, with the headers it carried', async () => {
    const onError = vi.fn();
    await failureOf(client({ onError }).post('/refused', {}));
    await client({ onError }).get('/list');
    expect(onError).toHaveBeenCalledTimes(1);
    const [error] = onError.mock.calls[0] as [HttpError];
    expect(error.response?.status).toBe(409);
    expect(error.request.headers.get('token')).toBe('t-1');
  });

  it('waits for a base address that is still being found (the assistance service)', async () => {
    const { data } = await client({ baseUrl: () => Promise.resolve(base) }).get('/list');
    expect(data).toEqual({ success: true, echo: null });
  });
});
