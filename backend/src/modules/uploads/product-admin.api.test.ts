// Store administration of the catalogue: adding a product with images, and soft delete.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { fakePng, jpegPixel, pngPixel, webpPixel } from '../../testing/test-images';

const MAX_BYTES = 4096;

let backend: TestBackend;
let admin: { token: string };

beforeAll(async () => {
  backend = await startTestBackend({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  await backend.close();
});

const uploadsDir = () => path.join(backend.config.dataDir, 'uploads');
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir());
  } catch {
    return [];
  }
};

/** A multipart POST /api/product/add with the usual text fields. */
const addProduct = (token: string | undefined, fields: Record<string, string> = {}) => {
  const req = backend.api().post('/api/product/add');
  if (token) req.set('token', token);
  const all = {
    name: 'Linen Sarong Shirt',
    description: 'A breathable linen shirt for hot afternoons in Galle.',
    price: '3450',
    category: 'Men',
    subCategory: 'Topwear',
    sizes: JSON.stringify(['S', 'M', 'L']),
    bestseller: 'true',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) req.field(name, value);
  return req;
};

describe('POST /api/product/add', () => {
  it('adds a product with up to four images, stored locally and served with long cache headers', async () => {
    const res = await addProduct(admin.token, { imageAlt: 'Front of the linen shirt' })
      .attach('image1', pngPixel, { filename: 'front.png', contentType: 'image/png' })
      .attach('image2', webpPixel, { filename: 'back.webp', contentType: 'image/webp' })
      .attach('image3', jpegPixel, { filename: 'detail.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const product = res.body.product as Product;
    expect(product).toMatchObject({
      name: 'Linen Sarong Shirt',
      price: 3450,
      category: 'Men',
      subCategory: 'Topwear',
      sizes: ['S', 'M', 'L'],
      bestseller: true,
    });
    expect(product.image).toHaveLength(3);
    expect(product.image[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.png$/);
    expect(product.image[1]).toMatch(/\.webp$/);
    expect(product.image[2]).toMatch(/\.jpg$/);
    expect(product.imageAlt).toEqual([
      'Front of the linen shirt',
      'Linen Sarong Shirt, picture 2 of 3',
      'Linen Sarong Shirt, picture 3 of 3',
    ]);

    const image = await backend
      .api()
      .get(product.image[0] as string)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(image.body as Buffer, pngPixel)).toBe(0);

    const list = await backend.api().get('/api/product/list').expect(200);
    expect(list.body.products[0]._id).toBe(product._id);
    await backend.api().get(`/api/product/${product._id}`).expect(200);
  });

  it('accepts a repeated `images` field and comma-separated sizes', async () => {
    const res = await addProduct(admin.token, { sizes: 'M, L', bestseller: 'false', name: 'Batik Skirt' })
      .attach('images', pngPixel, { filename: 'a.png', contentType: 'image/png' })
      .attach('images', webpPixel, { filename: 'b.webp', contentType: 'image/webp' })
      .expect(201);
    expect(res.body.product).toMatchObject({ sizes: ['M', 'L'], bestseller: false });
    expect(res.body.product.image).toHaveLength(2);
  });

  it('answers 404 for an upload that does not exist', async () => {
    await backend.api().get('/media/uploads/0000000000000000000000000000000000000000.png').expect(404);
  });

  it('checks the type by content: a text file named .png is refused with 415 and nothing is stored', async () => {
    const before = storedFiles();
    const res = await addProduct(admin.token, { name: 'Sneaky Upload' })
      .attach('image1', pngPixel, { filename: 'ok.png', contentType: 'image/png' })
      .attach('image2', fakePng, { filename: 'evil.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body.message).toMatch(/^image2: only JPEG, PNG or WebP/);
    expect(storedFiles()).toEqual(before);
    const list = await backend.api().get('/api/product/list').query({ search: 'Sneaky Upload' }).expect(200);
    expect(list.body.products).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([pngPixel, Buffer.alloc(MAX_BYTES * 2)]);
    const res = await addProduct(admin.token)
      .attach('image1', big, { filename: 'big.png', contentType: 'image/png' })
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('refuses a fifth image with 400', async () => {
    let req = addProduct(admin.token);
    for (const field of ['image1', 'image2', 'image3', 'image4', 'images']) {
      req = req.attach(field, pngPixel, { filename: `${field}.png`, contentType: 'image/png' });
    }
    const res = await req.expect(400);
    expect(res.body.message).toMatch(/Too many files/);
  });

  it('refuses a product without images', async () => {
    const res = await addProduct(admin.token).expect(400);
    expect(res.body.message).toMatch(/^image1: add at least one product image/);
  });

  it.each([
    [{ price: 'cheap' }, /price/i],
    [{ price: '0' }, /Price must be above 0/],
    [{ category: 'Pets' }, /Category must be one of/],
    [{ sizes: '' }, /size/i],
    [{ name: '' }, /Name is required/],
  ])('refuses invalid fields %j with 400 naming the field', async (fields, message) => {
    const res = await addProduct(admin.token, fields)
      .attach('image1', pngPixel, { filename: 'a.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.message).toMatch(message);
  });

  it.each(['shopper', 'helper'] as const)('answers 403 to a %s, and stores nothing', async (role) => {
    const caller = await backend.loginAs(role);
    const before = storedFiles();
    await addProduct(caller.token, { name: 'Not Allowed' })
      .attach('image1', pngPixel, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    await addProduct(undefined).attach('image1', pngPixel, { filename: 'a.png' }).expect(401);
  });
});

describe('DELETE /api/product/:id', () => {
  it('soft-deletes: the product leaves lists and its page, and a second delete is 404', async () => {
    const list = await backend.api().get('/api/product/list').expect(200);
    const victim = list.body.products[3] as Product;
    const res = await backend
      .api()
      .delete(`/api/product/${victim._id}`)
      .set('token', admin.token)
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Product removed' });
    const after = await backend.api().get('/api/product/list').expect(200);
    expect(after.body.products.map((product: Product) => product._id)).not.toContain(victim._id);
    // The total is cached per catalogue version: the removal moves the version on, so it is counted again.
    expect(after.body.total).toBe(list.body.total - 1);
    await backend.api().get(`/api/product/${victim._id}`).expect(404);
    await backend.api().delete(`/api/product/${victim._id}`).set('token', admin.token).expect(404);
  });

  it('answers 404 for a malformed id, 403 to shoppers and helpers, 401 without a token', async () => {
    await backend.api().delete('/api/product/not-an-id').set('token', admin.token).expect(404);
    const list = await backend.api().get('/api/product/list').expect(200);
    const target = list.body.products[0] as Product;
    for (const role of ['shopper', 'helper'] as const) {
      const caller = await backend.loginAs(role);
      await backend.api().delete(`/api/product/${target._id}`).set('token', caller.token).expect(403);
    }
    await backend.api().delete(`/api/product/${target._id}`).expect(401);
    await backend.api().get(`/api/product/${target._id}`).expect(200);
  });
});

describe('GET /api/config uploads', () => {
  it('says images are stored locally when CLOUDINARY_URL is not set', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.uploads).toEqual({ storage: 'local' });
  });
});
