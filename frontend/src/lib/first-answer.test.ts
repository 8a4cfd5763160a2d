// The main API client's first catalogue read taken from the page's early request (first-answer.ts): once, for
// the same address and language only, never after its time, and sent as usual when the early request failed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWER_MS, takingFirstAnswer, type FirstAnswer } from './first-answer';
import type { HttpRequest, Transport } from './http-client';

const url = '/api/product/list?limit=20&lang=si';
const body = { success: true, products: [], total: 0 };

function early(changes: Partial<FirstAnswer> = {}): FirstAnswer {
  return {
    url,
    acceptLanguage: 'si-LK',
    at: 1_000,
    response: Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
    ...changes,
  };
}

function request(changes: Partial<HttpRequest> = {}): HttpRequest {
  return {
    method: 'GET',
    url,
    headers: new Headers({ 'Accept-Language': 'si-LK' }),
    body: undefined,
    signal: new AbortController().signal,
    responseType: 'json',
    ...changes,
  };
}

const sentAsUsual = { status: 200, headers: new Headers(), data: { asked: 'again' } };

function client(now = 2_000) {
  const send = vi.fn<Transport>(async () => sentAsUsual);
  return { send, transport: takingFirstAnswer(send, () => now) };
}

afterEach(() => {
  window.__storeFirstAnswer = undefined;
});

describe('the first catalogue read', () => {
  it('is answered by the page’s early request, once: the next one is sent', async () => {
    window.__storeFirstAnswer = early();
    const { send, transport } = client();
    const answer = await transport(request());
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual(body);
    expect(send).not.toHaveBeenCalled();
    expect(window.__storeFirstAnswer).toBeUndefined();
    expect(await transport(request())).toBe(sentAsUsual);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the early request’s status: a product that is not there is the 404 the app would get', async () => {
    window.__storeFirstAnswer = early({
      response: Promise.resolve(new Response(JSON.stringify({ success: false }), { status: 404 })),
    });
    const { send, transport } = client();
    expect((await transport(request())).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['another address', { url: '/api/product/list?limit=20' }],
    ['another language', { headers: new Headers({ 'Accept-Language': 'ta-LK' }) }],
    ['another method', { method: 'POST' as const }],
  ])('for %s is sent as usual, and the early answer is kept for its own', async (_what, changes) => {
    window.__storeFirstAnswer = early();
    const { send, transport } = client();
    expect(await transport(request(changes))).toBe(sentAsUsual);
    expect(send).toHaveBeenCalledTimes(1);
    expect(window.__storeFirstAnswer).toBeDefined();
  });

  it('is sent as usual when the early request is older than its time, or failed', async () => {
    window.__storeFirstAnswer = early({ at: 2_000 - FIRST_ANSWER_MS - 1 });
    const late = client();
    expect(await late.transport(request())).toBe(sentAsUsual);
    expect(window.__storeFirstAnswer).toBeUndefined();

    window.__storeFirstAnswer = early({ response: Promise.reject(new TypeError('Failed to fetch')) });
    const failed = client();
    expect(await failed.transport(request())).toBe(sentAsUsual);
    expect(failed.send).toHaveBeenCalledTimes(1);
  });

  it('gives up with the caller when the caller gives up before the early answer arrives', async () => {
    window.__storeFirstAnswer = early({ response: new Promise<Response>(() => {}) });
    const { send, transport } = client();
    const controller = new AbortController();
    const asked = transport(request({ signal: controller.signal }));
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(asked).rejects.toThrow('gone');
    expect(send).not.toHaveBeenCalled();
  });
});
