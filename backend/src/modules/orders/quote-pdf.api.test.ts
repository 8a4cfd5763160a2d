// POST /api/order/quote.pdf: a cart quoted as a PDF by the server, read back with Poppler's pdftotext.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, orderTotals } from '@store/contracts/money';
import type { Product, ProductListResponse } from '@store/contracts/products';
import { requireSystemTool } from '../../../../scripts/system-tools.mjs';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { quoteFileName } from './bill-pdf';

requireSystemTool('poppler');

const folder = mkdtempSync(path.join(tmpdir(), 'quote-pdf-'));
let backend: TestBackend;
/** Two products with a Sinhala and a Tamil name, as the catalogue lists them in each language. */
let english: [Product, Product];
let sinhala: Map<string, Product>;
let tamil: Map<string, Product>;

const list = async (lang: string) =>
  (
    (await backend.api().get(`/api/product/list?limit=100&lang=${lang}`).expect(200))
      .body as ProductListResponse
  ).products;

beforeAll(async () => {
  backend = await startTestBackend();
  const [en, si, ta] = await Promise.all([list('en'), list('si'), list('ta')]);
  sinhala = new Map(si.map((product) => [product._id, product]));
  tamil = new Map(ta.map((product) => [product._id, product]));
  // Short translated names stay on one line of the table, so pdftotext gives them whole.
  const translated = en
    .filter(
      (product) =>
        sinhala.get(product._id)?.languages?.name === 'si' &&
        tamil.get(product._id)?.languages?.name === 'ta',
    )
    .sort((a, b) => (sinhala.get(a._id)?.name.length ?? 0) - (sinhala.get(b._id)?.name.length ?? 0));
  english = translated.slice(0, 2) as [Product, Product];
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await backend.close();
});

const quote = (body: object, query = '', token?: string) => {
  const req = backend.api().post(`/api/order/quote.pdf${query}`).responseType('blob').send(body);
  return token ? req.set('token', token) : req;
};
const failure = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8')) as { message: string };

/** The PDF's text as pdftotext reads it, blank lines left out. */
function textOf(res: Response): string {
  const file = path.join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, res.body as Buffer);
  const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter((line) => line.trim())
    .join('\n');
}

/**
 * A cart of both products sent as whole product objects (as the storefront sends an order's lines) whose
 * prices, and the total, say 1 LKR: the server reads none of them.
 */
const lyingCart = () => ({
  items: [
    { ...english[0], price: 1, size: english[0].sizes[0] ?? 'M', quantity: 2 },
    { ...english[1], price: 1, size: english[1].sizes[0] ?? 'M', quantity: 1 },
  ],
  amount: 1,
});

describe('POST /api/order/quote.pdf', () => {
  it("answers a guest with the cart priced from the catalogue and the delivery fee, whatever prices the body claims, as today's quote never cached", async () => {
    const before = quoteFileName(Date.now());
    const res = await quote(lyingCart()).expect(200);
    const after = quoteFileName(Date.now());
    expect(res.headers['content-type']).toBe('application/pdf');
    expect([`attachment; filename="${before}"`, `attachment; filename="${after}"`]).toContain(
      res.headers['content-disposition'],
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="quote-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.toString('latin1')).toContain('/Lang (en-LK)');

    const [first, second] = english;
    const totals = orderTotals([
      { price: first.price, quantity: 2 },
      { price: second.price, quantity: 1 },
    ]);
    const text = textOf(res);
    for (const expected of [
      'Quote',
      'Not an order yet',
      'Bill to',
      '(Delivery address not filled in yet)',
      'This is a quote, not an invoice',
      first.name,
      second.name,
      formatAmount(first.price),
      formatAmount(first.price * 2),
      `Subtotal\n${formatAmount(totals.subtotal)}`,
      'Delivery Fee\n200.00',
      `Total\n${formatAmount(totals.total)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/^1\.00$/m);
    expect(text).not.toContain('Order number');
    expect(text).toMatch(/Quote date: \w+ \d{1,2}, \d{4}|Quote date: \d{1,2} \w+ \d{4}/);
  });

  it('makes the quote in Sinhala or Tamil: labels, the names the catalogue gives in that language, and the address as typed', async () => {
    const address = { firstName: 'නිමාලි', lastName: 'පෙරේරා', city: 'කොළඹ', phone: '0771234567' };
    const si = await quote({ ...lyingCart(), address, paymentMethod: 'COD' }, '?lang=si').expect(200);
    expect((si.body as Buffer).toString('latin1')).toContain('/Lang (si-LK)');
    const sinhalaText = textOf(si);
    for (const expected of [
      'මිල ගණන් සටහන',
      'තවම ඇණවුමක් නොවේ',
      'ගැනුම්කරු',
      'නිමාලි පෙරේරා',
      'කොළඹ',
      '0771234567',
      'භාණ්ඩ ලැබුණු විට මුදල් ගෙවීම',
      'බෙදාහැරීමේ ගාස්තුව',
      sinhala.get(english[0]._id)?.name ?? 'a Sinhala name',
      sinhala.get(english[1]._id)?.name ?? 'a Sinhala name',
    ]) {
      expect(sinhalaText).toContain(expected);
    }
    // Only what was typed is printed: no e-mail line, no street.
    expect(sinhalaText).not.toContain('@example');
    expect(sinhalaText).not.toContain(english[0].name);

    const ta = await quote(lyingCart(), '?lang=ta').expect(200);
    const tamilText = textOf(ta);
    for (const expected of [
      'விலைக்குறிப்பு',
      'இன்னும் ஆர்டர் அல்ல',
      // Parentheses are set apart from the Tamil words (another font), so pdftotext splits them off.
      'டெலிவரி முகவரி இன்னும்',
      'விநியோகக் கட்டணம்',
      tamil.get(english[0]._id)?.name ?? 'a Tamil name',
    ]) {
      expect(tamilText).toContain(expected);
    }
  });

  it('quotes for a signed-in shopper the same way', async () => {
    const shopper = await backend.newShopper();
    await quote(lyingCart(), '', shopper.token).expect(200);
  });

  it('refuses an unknown product or a size the product does not have with a 400 naming the line, as placing the order does', async () => {
    const cart = lyingCart();
    const unknown = await quote({ items: [cart.items[0], { ...cart.items[1], _id: randomUUID() }] }).expect(
      400,
    );
    expect(failure(unknown).message).toBe(
      'items.1._id: this product is no longer in the catalogue. Please remove it from your cart.',
    );
    const [first] = english;
    const wrongSize = await quote({ items: [{ ...cart.items[0], size: 'XXXL' }] }).expect(400);
    expect(failure(wrongSize).message).toBe(
      `items.0.size: ${first.name} comes in ${first.sizes.join(', ')}, not XXXL.`,
    );
  });

  it('refuses an empty cart, a malformed address and a language other than en, si or ta', async () => {
    expect(failure(await quote({ items: [] }).expect(400)).message).toMatch(/cart is empty/);
    const badPhone = await quote({ ...lyingCart(), address: { phone: '077' } }).expect(400);
    expect(failure(badPhone).message).toBe('Phone number must be exactly 10 digits.');
    expect(failure(await quote(lyingCart(), '?lang=fr').expect(400)).message).toBe(
      'lang must be one of en, si, ta.',
    );
  });

  // Last: it spends what is left of this network's quotes.
  it('answers 429 with Retry-After once a network has asked for too many quotes', async () => {
    let res: Response | undefined;
    for (let tries = 0; tries < 20; tries++) {
      res = await quote(lyingCart());
      if (res.status !== 200) break;
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(failure(res as Response).message).toMatch(/Too many quotes/);
  });
});
