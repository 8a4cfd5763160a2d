// The Cloudinary adapter with the real SDK, pointed at a local server through the SDK's own
// `upload_prefix` setting in CLOUDINARY_URL (the SDK reads that variable itself when it loads).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngPixel } from '../../testing/test-images';

interface Received {
  url: string;
  body: Buffer;
}

const received: Received[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ url: req.url ?? '', body: Buffer.concat(chunks) });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        public_id: 'storefront/products/abc',
        secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/storefront/products/abc.png',
      }),
    );
  });
});
let cloudinaryUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cloudinaryUrl = `cloudinary://key123:secret456@demo?upload_prefix=http://127.0.0.1:${port}`;
  vi.stubEnv('CLOUDINARY_URL', cloudinaryUrl);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createCloudinaryStorage', () => {
  it('uploads the image with signed credentials and returns the secure URL', async () => {
    const { createCloudinaryStorage } = await import('./media-storage');
    const storage = createCloudinaryStorage(cloudinaryUrl);
    expect(storage.kind).toBe('cloudinary');
    const url = await storage.save({ buffer: pngPixel, type: 'image/png' });
    expect(url).toBe('https://res.cloudinary.com/demo/image/upload/v1/storefront/products/abc.png');
    expect(received).toHaveLength(1);
    const [upload] = received;
    expect(upload?.url).toBe('/v1_1/demo/image/upload');
    const body = upload?.body.toString('latin1') ?? '';
    expect(body).toContain('key123');
    expect(body).toContain('name="signature"');
    expect(body).toContain('storefront/products');
    expect(body).not.toContain('secret456');
    expect(upload?.body.includes(pngPixel)).toBe(true);
  });
});

describe('parseCloudinaryUrl', () => {
  it('reads key, secret and cloud name', async () => {
    const { parseCloudinaryUrl } = await import('./media-storage');
    expect(parseCloudinaryUrl('cloudinary://my%2Bkey:s3cr3t@my-cloud')).toEqual({
      cloud_name: 'my-cloud',
      api_key: 'my+key',
      api_secret: 's3cr3t',
    });
  });
});
