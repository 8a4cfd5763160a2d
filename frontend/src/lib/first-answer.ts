// The catalogue answer the page's own script asked for while the app's scripts were still arriving (the
// collection's first page or the product of a product page: firstFetchesScript in
// page-start-script.ts). The main API's client takes it for its first request to the same address in
// the same language, instead of asking again one round trip later; any other request, a second one to that
// address, or one after FIRST_ANSWER_MS, is sent as usual, and so is this one if the early request failed.
import { fromFetchResponse, type Transport } from './http-client';

export interface FirstAnswer {
  url: string;
  /** The Accept-Language it was asked with: the locale of the page's language, as the app's client sends it. */
  acceptLanguage: string;
  /** When it was asked (Date.now()). */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __storeFirstAnswer?: FirstAnswer;
  }
}

/** How long the early answer may stand in for a request: the app's first render asks within a few seconds. */
export const FIRST_ANSWER_MS = 15_000;

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const stop = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** `send`, except that the first matching GET is answered by the page's early request. */
export function takingFirstAnswer(send: Transport, now: () => number = Date.now): Transport {
  return async (request) => {
    const first = window.__storeFirstAnswer;
    if (
      !first ||
      request.method !== 'GET' ||
      request.url !== first.url ||
      request.headers.get('Accept-Language') !== first.acceptLanguage
    ) {
      return send(request);
    }
    window.__storeFirstAnswer = undefined;
    if (now() - first.at > FIRST_ANSWER_MS) return send(request);
    let response: Response;
    try {
      response = await Promise.race([first.response, abortedBy(request.signal)]);
    } catch (error) {
      if (request.signal.aborted) throw error;
      return send(request);
    }
    return fromFetchResponse(response, request.responseType);
  };
}
