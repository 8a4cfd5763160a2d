import { describe, expect, it } from 'vitest';
import { callsOffTheTable, readApiCalls } from './api-calls';

// The SPA's own source (not its tests or test helpers), as text, named from the frontend folder.
const found = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/__tests__/**', '!./**'],
  { query: '?raw', import: 'default', eager: true },
);
const spa = Object.fromEntries(
  Object.entries(found).map(([file, text]) => [file.replace(/^\.\.\//, 'src/'), text]),
);

describe("the SPA's API calls", () => {
  it('are read from every api/ file, whatever their layout', () => {
    const { calls } = readApiCalls(spa);
    const apiFiles = Object.keys(spa).filter((file) => /\/api\/[^/]+\.ts$|\/lib\/[^/]+-api\.ts$/.test(file));
    expect(apiFiles.length).toBeGreaterThan(10);
    for (const file of apiFiles) {
      expect(
        calls.some((call) => call.where.startsWith(`${file}:`)),
        file,
      ).toBe(true);
    }
    const names = calls.map((call) => `${call.service} ${call.method} ${call.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        // A generic type argument and a path on its own line.
        'main POST /api/order/track-order',
        // A parameter segment, and a query string added by a template.
        'main GET /api/product/{param}',
        'main GET /api/product/list',
        'assistance GET /api/messages/{param}',
        'assistance POST /api/messages/audio',
      ]),
    );
  });

  it('are all operations of the service each client calls', () => {
    expect(callsOffTheTable(spa)).toEqual([]);
  });

  it('fail for a call the operation tables do not have, or one that cannot be checked', () => {
    const planted = {
      'src/features/wishlist/api/wishlist.ts': [
        "import { apiClient, assistClient as helpDesk } from '../../../lib/api-client';",
        'export const getWishlist = (id: string) =>',
        '  apiClient.get<{ ok: true }>(`/api/wishlist/${encodeURIComponent(id)}?page=${1}`);',
        "export const sendVideo = (form: FormData) => helpDesk.post('/api/messages/video', form);",
        "export const askTheWrongService = () => apiClient.get('/api/assist/mine');",
        'export const anywhere = (url: string) => apiClient.get(url);',
        "export const bare = () => fetch('/api/cart/get', { method: 'POST' });",
      ].join('\n'),
    };
    expect(callsOffTheTable(planted)).toEqual([
      'src/features/wishlist/api/wishlist.ts:3: GET /api/wishlist/{param} is not an operation of the main API ' +
        '(@store/contracts/operations/main-api)',
      'src/features/wishlist/api/wishlist.ts:4: POST /api/messages/video is not an operation of the ' +
        'assistance service (@store/contracts/operations/assistance-api)',
      'src/features/wishlist/api/wishlist.ts:5: GET /api/assist/mine is not an operation of the main API ' +
        '(@store/contracts/operations/main-api)',
      'src/features/wishlist/api/wishlist.ts:6: apiClient.get(url): its path is not written out, so it cannot ' +
        'be held to the operation table',
      "src/features/wishlist/api/wishlist.ts:7: fetch('/api/cart/get', { method: 'POST' }): an HTTP call that " +
        "does not go through lib/api-client.ts's clients",
    ]);
  });
});
