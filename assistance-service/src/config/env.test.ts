import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('readConfig', () => {
  it('defaults to port 4100, PGlite in the data dir, the SPA origins and the local main API', () => {
    const config = readConfig({});
    expect(config.ASSIST_PORT).toBe(4100);
    expect(config.ASSIST_DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:5173', 'http://localhost:4000']);
    expect(config.backendUrl).toBe('http://localhost:4000');
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.cloudinary).toBeUndefined();
  });

  it('follows BACKEND_PORT and ASSIST_PORT when the URLs are not given', () => {
    const config = readConfig({ BACKEND_PORT: '4030', ASSIST_PORT: '4130' });
    expect(config.backendUrl).toBe('http://localhost:4030');
    expect(config.publicUrl).toBe('http://localhost:4130');
  });

  it('reads Cloudinary credentials from CLOUDINARY_URL, and treats an empty value as unset', () => {
    expect(readConfig({ CLOUDINARY_URL: 'cloudinary://1234:s3cr%2Ft@my-cloud' }).cloudinary).toEqual({
      cloudName: 'my-cloud',
      apiKey: '1234',
      apiSecret: 's3cr/t',
    });
    expect(readConfig({ CLOUDINARY_URL: '' }).cloudinary).toBeUndefined();
  });

  it.each([
    ['ASSIST_PORT', 'eighty'],
    ['ASSIST_DATABASE_URL', 'mysql://db'],
    ['JWT_SECRET', 'short'],
    ['CORS_ORIGINS', 'not a url'],
    ['BACKEND_URL', 'localhost:4000'],
    ['CLOUDINARY_URL', 'https://example.com'],
  ])('stops start-up on a bad %s, naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});
