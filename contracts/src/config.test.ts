import { describe, expect, it } from 'vitest';
import { parseSpaEnv } from './config';

describe('parseSpaEnv (the storefront settings)', () => {
  it('takes unset and empty values as "not set", and keeps absolute URLs', () => {
    expect(parseSpaEnv({})).toEqual({});
    expect(parseSpaEnv({ VITE_API_URL: '', VITE_ASSIST_URL: ' https://assist.example.lk ' })).toEqual({
      VITE_API_URL: undefined,
      VITE_SOCKET_URL: undefined,
      VITE_ASSIST_URL: 'https://assist.example.lk',
    });
  });

  it('refuses a value that is not an http(s) URL, naming the setting', () => {
    expect(() => parseSpaEnv({ VITE_SOCKET_URL: 'localhost:4000' })).toThrow(
      /VITE_SOCKET_URL must be an absolute/,
    );
    expect(() => parseSpaEnv({ VITE_API_URL: 'ftp://files.example.lk' })).toThrow(/VITE_API_URL/);
  });
});
