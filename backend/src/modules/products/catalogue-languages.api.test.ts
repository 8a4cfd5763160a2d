// The catalogue in English, Sinhala and Tamil: the language asked (lang, Accept-Language), each text's
// fallback to English and its mark, the cache kept per language, search in each script, and the admin's
// translations.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  ProductTranslationsInput,
} from '@store/contracts/products';
import { createLogger } from '@store/server-kit/logger';
import { productTranslations } from '../../db/schema/index';
import { catalogueTranslations } from '../../db/seed/catalogue-translations';
import { seedStore } from '../../db/seed/seed';
import { createRequestListener } from '../../hot-path';
import { orderBody } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { pngPixel } from '../../testing/test-images';

let backend: TestBackend;
let adminToken: string;
let hotServer: Server;
let hotPort: number;

beforeAll(async () => {
  backend = await startTestBackend();
  adminToken = (await backend.loginAs('admin')).token;
  hotServer = createServer(
    createRequestListener(backend.container, backend.app, createLogger('languages-test', 'silent')),
  );
  await new Promise<void>((resolve) => hotServer.listen(0, '127.0.0.1', resolve));
  hotPort = (hotServer.address() as AddressInfo).port;
});
afterAll(async () => {
  hotServer.close();
  await backend.close();
});

const ALL = '/api/product/list?limit=100';

const read = async (path: string, acceptLanguage?: string) => {
  const req = backend.api().get(path);
  if (acceptLanguage) req.set('Accept-Language', acceptLanguage);
  return req.expect(200);
};
const listIn = async (path: string, acceptLanguage?: string) =>
  (await read(path, acceptLanguage)).body as ProductListResponse;
const byId = (products: Product[]) => new Map(products.map((product) => [product._id, product]));

/** A multipart POST /api/product/add as the admin, with one picture per alt given. */
async function addProduct(
  name: string,
  fields: Record<string, string> = {},
  alts = [`${name}, front`],
): Promise<ProductResponse['product']> {
  const req = backend.api().post('/api/product/add').set('token', adminToken);
  const all = {
    name,
    description: `${name}: made for the language tests.`,
    price: '2750',
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: JSON.stringify(['S', 'M']),
    bestseller: 'false',
    ...fields,
  };
  for (const [field, value] of Object.entries(all)) req.field(field, value);
  alts.forEach((alt, index) => {
    req.field('imageAlt', alt);
    req.attach(`image${index + 1}`, pngPixel, { filename: `p${index}.png`, contentType: 'image/png' });
  });
  return (await req.expect(201)).body.product as Product;
}

const patch = (id: string, body: unknown, token = adminToken) =>
  backend
    .api()
    .patch(`/api/product/${id}`)
    .set('token', token)
    .send(body as object);

/** A request with exactly these headers to the server with the hot path in front of Express. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: hotPort, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('catalogue reads in the language asked', () => {
  it('answers in English with English marks when nothing asks for another language', async () => {
    const body = await listIn(ALL);
    expect(body.language).toBe('en');
    expect(body.products).toHaveLength(54);
    for (const product of body.products) {
      expect(catalogueTranslations[product.name], product.name).toBeDefined();
      expect(product.languages).toEqual({
        name: 'en',
        description: 'en',
        alt: 'en',
        imageAlt: product.imageAlt.map(() => 'en'),
      });
      expect(product.imageAlt[0]).toMatch(/^Front view of the /);
      expect(product).not.toHaveProperty('translations');
    }
  });

  it.each([
    ['si', 'si'],
    ['si-LK', 'si'],
    ['ta', 'ta'],
    ['ta-LK', 'ta'],
    ['ta-IN,en;q=0.5', 'ta'],
    ['fr, ta;q=0.5, si;q=0.8', 'si'],
    ['en-GB, si;q=0.9', 'en'],
    ['de-DE', 'en'],
  ] as const)('reads Accept-Language %j as %s', async (header, language) => {
    const english = byId((await listIn(ALL)).products);
    const body = await listIn(ALL, header);
    expect(body.language).toBe(language);
    for (const product of body.products) {
      const base = english.get(product._id) as Product;
      const translated = language === 'en' ? undefined : catalogueTranslations[base.name]?.[language];
      expect(product.name).toBe(translated?.name ?? base.name);
      expect(product.description).toBe(translated?.description ?? base.description);
      expect(product.price).toBe(base.price);
      expect(product.image).toEqual(base.image);
    }
  });

  it('gives each seeded garment its Sinhala name, description and front alt; the back picture stays English', async () => {
    const english = byId((await listIn(ALL)).products);
    const body = await listIn(ALL, 'si-LK');
    for (const product of body.products) {
      const base = english.get(product._id) as Product;
      const si = catalogueTranslations[base.name]?.si;
      expect(si, base.name).toBeDefined();
      expect(product.imageAlt).toEqual([si?.alt, base.imageAlt[1]]);
      expect(product.languages).toEqual({
        name: 'si',
        description: 'si',
        alt: 'si',
        imageAlt: ['si', 'en'],
      });
    }
  });

  it('lets the lang parameter win over Accept-Language, on lists and single products', async () => {
    const [first] = (await listIn('/api/product/list?limit=1')).products;
    const english = first as Product;
    const tamil = catalogueTranslations[english.name]?.ta;
    expect((await listIn('/api/product/list?limit=1&lang=ta', 'si')).products[0]?.name).toBe(tamil?.name);
    expect((await listIn('/api/product/list?limit=1&lang=en', 'si')).products[0]?.name).toBe(english.name);
    const single = (await read(`/api/product/${english._id}?lang=ta`, 'si-LK')).body as ProductResponse;
    expect(single.language).toBe('ta');
    expect(single.product).toMatchObject({ name: tamil?.name, description: tamil?.description });
    const sinhala = (await read(`/api/product/${english._id}`, 'si')).body as ProductResponse;
    expect(sinhala.product.name).toBe(catalogueTranslations[english.name]?.si.name);
  });

  it('translates related products (same category and type, the one on screen left out)', async () => {
    const [first] = (await listIn('/api/product/list?limit=1')).products;
    const product = first as Product;
    const related = await listIn(
      `/api/product/list?category=${product.category}&subCategory=${product.subCategory}&exclude=${product._id}&limit=5&lang=ta`,
    );
    expect(related.products).toHaveLength(5);
    for (const item of related.products) {
      expect(item._id).not.toBe(product._id);
      expect(item.languages?.name).toBe('ta');
      expect(item.name).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('keeps English names in orders placed by a shopper browsing in Sinhala', async () => {
    const shopper = await backend.newShopper();
    const [sinhala] = (await listIn('/api/product/list?limit=1&bestseller=false', 'si')).products;
    const product = sinhala as Product;
    const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 0);
    const res = await backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product, size, quantity: 1 }]))
      .expect(201);
    const english = ((await read(`/api/product/${product._id}?lang=en`)).body as ProductResponse).product;
    expect(product.name).not.toBe(english.name);
    expect(res.body.order.items[0]).toMatchObject({ _id: product._id, name: english.name });
  });

  it.each([
    '/api/product/list?lang=fr',
    '/api/product/list?lang=SI',
    '/api/product/list?lang=',
    '/api/product/list?lang=si&lang=ta',
    '/api/product/00000000-0000-4000-8000-000000000000?lang=english',
  ])('refuses %s with a 400 naming lang', async (path) => {
    const res = await backend.api().get(path).expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(res.body.message).toMatch(/^lang must be one of en, si, ta\./);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('sends Vary: Accept-Language on every catalogue read, kept or computed, 200 or 304, admin or not', async () => {
    const path = '/api/product/list?limit=3&vary=1';
    const first = await read(path, 'ta');
    const second = await read(path, 'ta');
    expect(first.headers.vary).toBe('Origin, Accept-Language, Accept-Encoding');
    expect(second.headers.vary).toBe('Origin, Accept-Language, Accept-Encoding');
    const revalidated = await backend
      .api()
      .get(path)
      .set('Accept-Language', 'ta')
      .set('If-None-Match', second.headers.etag as string)
      .expect(304);
    expect(revalidated.headers.vary).toMatch(/Accept-Language/);
    const id = (first.body as ProductListResponse).products[0]?._id;
    expect((await read(`/api/product/${id}`)).headers.vary).toMatch(/Accept-Language/);
    const asAdmin = await backend.api().get(path).set('token', adminToken).expect(200);
    expect(asAdmin.headers.vary).toMatch(/Accept-Language/);
    await backend.api().get('/api/product/not-a-product').expect(404);
  });
});

describe('the catalogue cache, per language', () => {
  const page = '/api/product/list?page=1&limit=4&cache=languages';

  it('never serves one language’s answer to a reader of another, through Express or the hot path', async () => {
    const hitsBefore = backend.container.catalogue.stats().hits;
    const answers = [];
    for (let round = 0; round < 2; round++) {
      for (const header of ['si', undefined, 'ta-LK', 'en-US', 'fr, si;q=0.4']) {
        answers.push({ header, body: (await listIn(page, header)) as ProductListResponse });
      }
    }
    // Ten reads in three languages: each computed once, every other read (en-US as no header, a French
    // reader's second choice as si) kept, since the key is the language the headers come to.
    expect(backend.container.catalogue.stats().hits - hitsBefore).toBe(7);
    const expected = { si: 'si', 'ta-LK': 'ta', 'en-US': 'en', 'fr, si;q=0.4': 'si' } as Record<
      string,
      string
    >;
    for (const { header, body } of answers) {
      expect(body.language).toBe(header ? expected[header] : 'en');
      for (const product of body.products) expect(product.languages?.name).toBe(body.language);
    }

    // The hot path (no token, no Origin) answers from the same entries, each in its language.
    for (const [header, language] of [
      ['si-LK', 'si'],
      ['', 'en'],
      ['ta', 'ta'],
    ] as const) {
      const hot = await raw(page, header ? { 'Accept-Language': header } : {});
      expect(hot.status).toBe(200);
      expect(hot.headers.vary).toBe('Origin, Accept-Language, Accept-Encoding');
      expect((JSON.parse(hot.body) as ProductListResponse).language).toBe(language);
    }
    // lang in the URL decides whatever the header says.
    const forced = await raw(`${page}&lang=ta`, { 'Accept-Language': 'si' });
    expect((JSON.parse(forced.body) as ProductListResponse).language).toBe('ta');
    const again = await raw(`${page}&lang=ta`, { 'Accept-Language': 'en' });
    expect(again.body).toBe(forced.body);
  });

  it('gives each language its own ETag, and a 304 only for that language’s', async () => {
    const sinhala = await read(page, 'si');
    const english = await read(page);
    expect(sinhala.headers.etag).not.toBe(english.headers.etag);
    await backend
      .api()
      .get(page)
      .set('If-None-Match', sinhala.headers.etag as string)
      .expect(200);
    await backend
      .api()
      .get(page)
      .set('Accept-Language', 'si')
      .set('If-None-Match', sinhala.headers.etag as string)
      .expect(304);
  });

  it('drops every language’s answers when an admin changes a product’s words', async () => {
    const product = (await listIn(page)).products[0] as Product;
    const single = `/api/product/${product._id}`;
    for (const header of ['si', 'ta', undefined]) {
      await listIn(page, header);
      await read(single, header);
    }
    await patch(product._id, {
      name: `${product.name} (renamed)`,
      translations: { si: { name: 'අලුත් නම' } },
    }).expect(200);
    expect((await listIn(page, 'si')).products[0]?.name).toBe('අලුත් නම');
    expect((await listIn(page)).products[0]?.name).toBe(`${product.name} (renamed)`);
    expect(((await read(single, 'ta')).body as ProductResponse).product.name).toBe(
      catalogueTranslations[product.name]?.ta.name,
    );
    expect(((await read(single, 'si')).body as ProductResponse).product.name).toBe('අලුත් නම');
    // Put back for the other tests.
    await patch(product._id, {
      name: product.name,
      translations: { si: { name: catalogueTranslations[product.name]?.si.name } },
    }).expect(200);
  });

  it('drops the cache for a translation changed in its table by any code path', async () => {
    const product = (await listIn(page)).products[0] as Product;
    await listIn(page, 'ta');
    await backend.container.database.db
      .update(productTranslations)
      .set({ name: 'நேரடி மாற்றம்' })
      .where(and(eq(productTranslations.productId, product._id), eq(productTranslations.language, 'ta')));
    await expect
      .poll(async () => (await listIn(page, 'ta')).products[0]?.name, { timeout: 2_000, interval: 5 })
      .toBe('நேரடி மாற்றம்');
    await patch(product._id, {
      translations: { ta: { name: catalogueTranslations[product.name]?.ta.name } },
    }).expect(200);
  });
});

describe('search in every language', () => {
  const found = async (search: string, lang?: string) =>
    (
      await listIn(
        `/api/product/list?limit=100&search=${encodeURIComponent(search)}${lang ? `&lang=${lang}` : ''}`,
      )
    ).products;
  let custom: Product;
  beforeAll(async () => {
    custom = await addProduct('Galle Batik Wrap', {
      translations: JSON.stringify({
        si: { name: 'ගල්ලේනබතික ශ්‍රී සරම', description: 'මුහුදු වෙරළට සැහැල්ලු රෙද්දක්.' },
        ta: { name: 'பத்திக்கோலம் கொண்ட சரம்', description: 'கடற்கரைக்கு ஏற்ற இலேசான துணி.' },
      }),
    });
  });

  it('finds a Sinhala word when browsing in Sinhala', async () => {
    const results = await found('ගල්ලේනබතික', 'si');
    expect(results.map((product) => product._id)).toEqual([custom._id]);
    expect(results[0]?.name).toBe('ගල්ලේනබතික ශ්‍රී සරම');
    // A seeded garment by a word of its Sinhala name: trousers (කලිසම).
    const trousers = await found('කලිසම', 'si');
    expect(trousers.map((product) => product.name)).toContain(
      catalogueTranslations['Slim Fit Chino Trousers']?.si.name,
    );
    for (const product of trousers) expect(`${product.name} ${product.description}`).toMatch(/කලිසම/);
  });

  it('finds a Tamil word when browsing in Tamil, typed decomposed or composed', async () => {
    const results = await found('பத்திக்கோலம்', 'ta');
    expect(results.map((product) => product._id)).toEqual([custom._id]);
    // கோ typed as its two parts (U+0B95 U+0BC6 U+0BBE): the same word once composed.
    expect((await found('பத்திக்கோலம்'.normalize('NFD'), 'ta')).map((product) => product._id)).toEqual([
      custom._id,
    ]);
    const trousers = await found('காற்சட்டை', 'ta');
    expect(trousers.map((product) => product.name)).toContain(
      catalogueTranslations['Slim Fit Chino Trousers']?.ta.name,
    );
  });

  it('matches a Sinhala conjunct with or without its zero-width joiner', async () => {
    const withJoiner = await found('ගල්ලේනබතික ශ්‍රී', 'si');
    const without = await found('ගල්ලේනබතික ශ්රී', 'si');
    expect(withJoiner.map((product) => product._id)).toEqual([custom._id]);
    expect(without.map((product) => product._id)).toEqual([custom._id]);
  });

  it('finds English words while browsing in Sinhala or Tamil, and answers in that language', async () => {
    const english = (await found('trousers')).map((product) => product._id).sort();
    expect(english.length).toBeGreaterThan(2);
    for (const lang of ['si', 'ta']) {
      const results = await found('trousers', lang);
      expect(results.map((product) => product._id).sort()).toEqual(english);
      for (const product of results) expect(product.languages?.name).toBe(lang);
    }
    expect((await found('Galle', 'si')).map((product) => product._id)).toEqual([custom._id]);
  });

  it('looks in the language asked only: Sinhala words find nothing in Tamil or English', async () => {
    expect(await found('ගල්ලේනබතික', 'ta')).toEqual([]);
    expect(await found('ගල්ලේනබතික')).toEqual([]);
    expect(await found('பத்திக்கோலம்', 'si')).toEqual([]);
  });

  it('finds a misspelt Sinhala or Tamil word by its likeness to the catalogue’s words', async () => {
    expect((await found('ගල්ලේනබතිස', 'si')).map((product) => product._id)).toContain(custom._id);
    expect((await found('பத்திக்கோலன்', 'ta')).map((product) => product._id)).toContain(custom._id);
    // Typed as is, neither misspelling is in any text: the likeness to catalogue words found them.
    for (const word of ['ගල්ලේනබතිස', 'பத்திக்கோலன்']) {
      const [typed] = await backend.container.database.db
        .select({ matches: count() })
        .from(productTranslations)
        .where(
          sql`${productTranslations.searchVector} @@ websearch_to_tsquery('simple'::regconfig, store_search_text(${word}))`,
        );
      expect(typed?.matches).toBe(0);
    }
    // Still English misspellings too, while browsing in Tamil.
    expect((await found('trowsers', 'ta')).map((product) => product._id)).toContain(
      (await found('trousers'))[0]?._id,
    );
  });

  it('counts what it finds per language', async () => {
    const page = await listIn(
      '/api/product/list?limit=1&search=%E0%B6%9A%E0%B6%BD%E0%B7%92%E0%B7%83%E0%B6%B8&lang=si',
    );
    expect(page.products).toHaveLength(1);
    expect(page.total).toBe((await found('කලිසම', 'si')).length);
    expect(
      (await listIn('/api/product/list?limit=1&search=%E0%B6%9A%E0%B6%BD%E0%B7%92%E0%B7%83%E0%B6%B8')).total,
    ).toBe(0);
  });
});

describe('the admin’s translations', () => {
  it('adds a product with translations (JSON field) and answers them; readers get them by language', async () => {
    const added = await addProduct(
      'Kandy Cotton Skirt',
      {
        translations: JSON.stringify({
          si: { name: 'මහනුවර කපු සාය', imageAlts: ['සායේ ඉදිරිපස', 'සායේ පසුපස'] },
          ta: { description: 'கண்டி பருத்திப் பாவாடை.', imageAlts: ['', 'பின்பக்கம்'] },
          fr: { name: 'ignored' },
        } satisfies ProductTranslationsInput & { fr: unknown }),
      },
      ['Front of the skirt', 'Back of the skirt'],
    );
    expect(added.translations).toEqual({
      si: { name: 'මහනුවර කපු සාය', imageAlts: ['සායේ ඉදිරිපස', 'සායේ පසුපස'] },
      ta: { description: 'கண்டி பருத்திப் பாவாடை.', imageAlts: ['', 'பின்பக்கம்'] },
    });
    expect(added.name).toBe('Kandy Cotton Skirt');
    expect(added).not.toHaveProperty('languages');

    const sinhala = ((await read(`/api/product/${added._id}`, 'si')).body as ProductResponse).product;
    expect(sinhala).toMatchObject({
      name: 'මහනුවර කපු සාය',
      description: 'Kandy Cotton Skirt: made for the language tests.',
      imageAlt: ['සායේ ඉදිරිපස', 'සායේ පසුපස'],
      languages: { name: 'si', description: 'en', alt: 'si', imageAlt: ['si', 'si'] },
    });
    expect(sinhala).not.toHaveProperty('translations');
    const tamil = ((await read(`/api/product/${added._id}?lang=ta`)).body as ProductResponse).product;
    expect(tamil).toMatchObject({
      name: 'Kandy Cotton Skirt',
      description: 'கண்டி பருத்திப் பாவாடை.',
      imageAlt: ['Front of the skirt', 'பின்பக்கம்'],
      languages: { name: 'en', description: 'ta', alt: 'en', imageAlt: ['en', 'ta'] },
    });
  });

  it('takes translations as bracketed multipart fields too', async () => {
    const req = backend.api().post('/api/product/add').set('token', adminToken);
    const fields = {
      name: 'Bracketed Sarong',
      description: 'Sent as bracketed fields.',
      price: '1500',
      category: 'Men',
      subCategory: 'Bottomwear',
      sizes: 'M',
      'translations[si][name]': 'වරහන් සරම',
      'translations[ta][name]': 'அடைப்புச் சாரம்',
    };
    for (const [field, value] of Object.entries(fields)) req.field(field, value);
    const res = await req
      .attach('image1', pngPixel, { filename: 'p.png', contentType: 'image/png' })
      .expect(201);
    expect((res.body as ProductResponse).product.translations).toEqual({
      si: { name: 'වරහන් සරම', imageAlts: [] },
      ta: { name: 'அடைப்புச் சாரம்', imageAlts: [] },
    });
  });

  it('keeps the English add answer as it was for a client that sends no translations', async () => {
    const added = await addProduct('Plain English Shirt');
    expect(Object.keys(added).sort()).toEqual(
      [
        '_id',
        'bestseller',
        'category',
        'date',
        'description',
        'image',
        'imageAlt',
        'name',
        'price',
        'rating',
        'sizes',
        'stock',
        'subCategory',
      ].sort(),
    );
    expect(added.rating).toEqual({ average: 0, count: 0 });
    expect(await backend.container.repositories.products.translationsOf([added._id])).toEqual([]);
    const asAdmin = await backend.api().get(`/api/product/${added._id}`).set('token', adminToken).expect(200);
    expect((asAdmin.body as ProductResponse).product.translations).toEqual({});
  });

  it('shows an admin every stored translation beside the English text; nobody else', async () => {
    const added = await addProduct('Admin Read Kurta', {
      translations: JSON.stringify({ ta: { name: 'நிர்வாகக் குர்த்தா' } }),
    });
    const asAdmin = await backend
      .api()
      .get(`/api/product/${added._id}?lang=en`)
      .set('token', adminToken)
      .expect(200);
    expect((asAdmin.body as ProductResponse).product).toMatchObject({
      name: 'Admin Read Kurta',
      translations: { ta: { name: 'நிர்வாகக் குர்த்தா', imageAlts: [] } },
    });
    const shopper = await backend.newShopper();
    for (const token of [shopper.token, undefined]) {
      const req = backend.api().get(`/api/product/${added._id}`);
      if (token) req.set('token', token);
      expect(((await req.expect(200)).body as ProductResponse).product).not.toHaveProperty('translations');
    }
  });

  it('updates English words and translations field by field: left out stays, empty goes back to English', async () => {
    const added = await addProduct(
      'Updatable Frock',
      {
        translations: JSON.stringify({
          si: { name: 'යාවත්කාලීන ගවුම', description: 'පැරණි විස්තරය' },
          ta: { name: 'புதுப்பிக்கும் கவுன்' },
        }),
      },
      ['Front of the frock', 'Back of the frock'],
    );
    const res = await patch(added._id, {
      description: 'A new English description.',
      imageAlt: ['', 'The back of the frock, buttons showing'],
      translations: {
        si: { description: 'අලුත් විස්තරය', imageAlts: ['ගවුමේ ඉදිරිපස'] },
        ta: { name: '' },
      },
    }).expect(200);
    const saved = (res.body as ProductResponse & { message: string }).product;
    expect(res.body.message).toBe('Product updated');
    expect(saved).toMatchObject({
      name: 'Updatable Frock',
      description: 'A new English description.',
      imageAlt: ['Front of the frock', 'The back of the frock, buttons showing'],
      translations: { si: { name: 'යාවත්කාලීන ගවුම', description: 'අලුත් විස්තරය', imageAlts: ['ගවුමේ ඉදිරිපස'] } },
    });
    // The Tamil row lost its only text, so it is gone.
    expect(saved.translations?.ta).toBeUndefined();

    const tamil = ((await read(`/api/product/${added._id}?lang=ta`)).body as ProductResponse).product;
    expect(tamil).toMatchObject({ name: 'Updatable Frock', languages: { name: 'en', description: 'en' } });
    const sinhala = ((await read(`/api/product/${added._id}?lang=si`)).body as ProductResponse).product;
    expect(sinhala).toMatchObject({
      name: 'යාවත්කාලීන ගවුම',
      description: 'අලුත් විස්තරය',
      imageAlt: ['ගවුමේ ඉදිරිපස', 'The back of the frock, buttons showing'],
      languages: { name: 'si', description: 'si', alt: 'si', imageAlt: ['si', 'en'] },
    });
    // A new Sinhala word is searchable at once.
    const search = await listIn(`/api/product/list?lang=si&search=${encodeURIComponent('අලුත්')}`);
    expect(search.products.map((product) => product._id)).toContain(added._id);
  });

  it.each([
    [{ translations: { si: { name: 'න'.repeat(121) } } }, 'Sinhala name must be at most 120 characters.'],
    [
      { translations: { ta: { imageAlts: ['a', 'b', 'c', 'd', 'e'] } } },
      'Tamil imageAlts may hold at most 4',
    ],
    [{ translations: { ta: { description: 5 } } }, 'Tamil description must be text.'],
    [{ translations: { si: { name: 'bad\u0000name' } } }, 'translations.si.name: must not contain the NUL'],
    [{ name: '' }, 'Name is required.'],
  ])('refuses an update %j with a 400 that says why', async (body, message) => {
    const [product] = (await listIn('/api/product/list?limit=1')).products;
    const res = await patch(product?._id ?? '', body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a malformed translations field on add, updates only for admins, and 404s an unknown product', async () => {
    const req = backend.api().post('/api/product/add').set('token', adminToken);
    for (const [field, value] of Object.entries({
      name: 'Broken',
      description: 'Broken translations.',
      price: '100',
      category: 'Men',
      subCategory: 'Topwear',
      sizes: 'M',
      translations: '{"si":',
    }))
      req.field(field, value);
    const res = await req
      .attach('image1', pngPixel, { filename: 'p.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.message).toMatch(/^translations must be an object/);
    // A NUL escaped inside the JSON is only seen once it is read.
    const nul = backend.api().post('/api/product/add').set('token', adminToken);
    for (const [field, value] of Object.entries({
      name: 'Hidden NUL',
      description: 'A NUL inside the JSON.',
      price: '100',
      category: 'Men',
      subCategory: 'Topwear',
      sizes: 'M',
      translations: '{"si":{"name":"a\\u0000b"}}',
    }))
      nul.field(field, value);
    const refused = await nul
      .attach('image1', pngPixel, { filename: 'p.png', contentType: 'image/png' })
      .expect(400);
    expect(refused.body.message).toBe('Sinhala name must not contain the NUL character.');

    const [product] = (await listIn('/api/product/list?limit=1')).products;
    const shopper = await backend.newShopper();
    await patch(product?._id ?? '', { name: 'Hijacked' }, shopper.token).expect(403);
    await backend.api().patch(`/api/product/${product?._id}`).send({ name: 'Hijacked' }).expect(401);
    await patch('6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77', { name: 'Nobody' }).expect(404);
    await patch('not-an-id', { name: 'Nobody' }).expect(404);
  });
});

describe('the demo seed', () => {
  it('stores both languages for all 54 garments, and adds them once to a store seeded before they existed', async () => {
    const { products: repository, stock } = backend.container.repositories;
    const before = await repository.translationsOf(
      (await listIn(ALL)).products.map((product) => product._id),
    );
    expect(before.filter((row) => row.language === 'si').length).toBeGreaterThanOrEqual(54);
    expect(before.filter((row) => row.language === 'ta').length).toBeGreaterThanOrEqual(54);

    await backend.container.database.db.delete(productTranslations);
    await seedStore({ products: repository, stock, users: backend.container.users }, { demoMode: true });
    const garments = (await listIn(ALL)).products.filter((product) => catalogueTranslations[product.name]);
    expect(garments).toHaveLength(54);
    const again = await repository.translationsOf(garments.map((product) => product._id));
    expect(again).toHaveLength(54 * 2);
    expect(await repository.countTranslations()).toBe(54 * 2);
    for (const product of garments) {
      const entry = catalogueTranslations[product.name];
      expect(again.find((row) => row.productId === product._id && row.language === 'ta')).toMatchObject({
        name: entry?.ta.name,
        description: entry?.ta.description,
        imageAlts: [entry?.ta.alt],
      });
    }
    // Once: a store that has translations is left as it is.
    await repository.saveTranslations([], [{ productId: garments[0]?._id ?? '', language: 'si' }]);
    await seedStore({ products: repository, stock, users: backend.container.users }, { demoMode: true });
    expect(await repository.countTranslations()).toBe(54 * 2 - 1);
  });
});
