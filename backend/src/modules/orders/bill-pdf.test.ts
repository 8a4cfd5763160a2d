// The bill PDF read back with Poppler (pdftotext, pdffonts, pdfinfo; system-tools.mjs installs it): the text
// in each language, Sinhala and Tamil in their logical order, the embedded fonts, the tags and the size.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@store/contracts/languages';
import type { Order } from '@store/contracts/orders';
import { requireSystemTool } from '../../../../scripts/system-tools.mjs';
import { billFileName, quoteFileName, renderBillPdf, renderQuotePdf, type Quote } from './bill-pdf';
import { BILL_FONTS_DIR, billFontFiles } from './bill-pdf-text';

requireSystemTool('poppler');

const folder = mkdtempSync(path.join(tmpdir(), 'bill-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const linen = {
  _id: 'p1',
  name: 'Linen Shirt',
  price: 4490,
  image: [],
  size: 'M',
  quantity: 2,
  sizes: ['M'],
};
const order: Order = {
  _id: '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77',
  status: 'Processing',
  amount: 16170.5,
  subtotal: 15970.5,
  deliveryFee: 200,
  paymentMethod: 'COD',
  payment: false,
  paidAt: null,
  date: Date.UTC(2026, 10, 20, 4, 30),
  items: [linen, { ...linen, _id: 'p2', name: 'Denim Jeans', price: 6990.5, size: 'L', quantity: 1 }],
  address: {
    firstName: 'Nimali',
    lastName: "O'Brien",
    email: 'nimali@example.lk',
    street: '12 Galle Road',
    city: 'Colombo',
    state: 'Western',
    zipcode: '00300',
    country: 'Sri Lanka',
    phone: '0771234567',
  },
  statusHistory: [],
  cancelRequest: null,
};

const sinhalaAddress = {
  ...order.address,
  firstName: 'නිමාලි',
  lastName: 'පෙරේරා',
  street: 'ශ්‍රී ධර්මපාල මාවත 12, ක්‍ෂේත්‍ර පාර',
  city: 'කොළඹ',
  country: 'ශ්‍රී ලංකාව',
};
const tamilAddress = {
  ...order.address,
  firstName: 'கார்த்திகா',
  lastName: 'சிவகுமார்',
  street: '45 ஸ்ரீ கதிரேசன் வீதி',
  city: 'யாழ்ப்பாணம்',
  country: 'இலங்கை',
};

/** Renders the bill (or a quote) into a file and reads it back with the Poppler tools. */
const readBack = async (bill: Order, language: Language) =>
  readPdf(await renderBillPdf(bill, language), language);
const readBackQuote = async (quote: Quote, language: Language) =>
  readPdf(await renderQuotePdf(quote, language), language);

function readPdf(pdf: Buffer, language: Language) {
  const file = path.join(folder, `${language}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(tool, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
    return result.stdout;
  };
  return {
    pdf,
    text: run('pdftotext', [file, '-']),
    fonts: run('pdffonts', [file]),
    info: run('pdfinfo', [file]),
    structure: run('pdfinfo', ['-struct', file]),
  };
}

/** pdffonts' rows: name, and whether the font is embedded, subset and has a Unicode map. */
const fontRows = (fonts: string) =>
  fonts
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => {
      const columns = row.trim().split(/\s+/);
      return { name: columns[0] ?? '', flags: columns.slice(-5, -2).join(' ') };
    });

describe('renderBillPdf', () => {
  it('an English bill: header, address, payment, the lines and the totals, as text', async () => {
    const { text, fonts, info, pdf } = await readBack(
      { ...order, paymentMethod: 'Card', payment: true },
      'en',
    );
    for (const expected of [
      'Ceylon Threads',
      'Invoice',
      'Order number:',
      order._id,
      'Bill to',
      "Nimali O'Brien",
      'Colombo, Western, 00300',
      'Phone: 0771234567',
      'Payment: Card, paid',
      'Order status: Processing',
      'Unit Price (LKR)',
      'Linen Shirt',
      '8,980.00',
      'Delivery Fee',
      '200.00',
      '16,170.50',
      'Thank you for shopping with Ceylon Threads!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Invoice date: (November 20, 2026|20 November 2026)/);
    // Latin only: Noto Sans, embedded as subsets with a Unicode map; no standard (unembedded) font.
    expect(fontRows(fonts)).toEqual([
      { name: expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold$/), flags: 'yes yes yes' },
      { name: expect.stringMatching(/^[A-Z]{6}\+NotoSans-Regular$/), flags: 'yes yes yes' },
    ]);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+Invoice 6b0c1c8e - Ceylon Threads$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (en-LK)');
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('a Sinhala bill: labels, a Sinhala address and the date come out as Sinhala text, in logical order', async () => {
    const { text, fonts, pdf } = await readBack({ ...order, address: sinhalaAddress }, 'si');
    for (const expected of [
      'බිල්පත',
      'ඇණවුම් අංකය',
      'බිල්පත් දිනය',
      'ගැනුම්කරු',
      'නිමාලි පෙරේරා',
      'ශ්‍රී ධර්මපාල මාවත',
      'ක්‍ෂේත්‍ර පාර',
      'කොළඹ',
      'ශ්‍රී ලංකාව',
      'භාණ්ඩ ලැබුණු විට මුදල් ගෙවීම',
      'ඇණවුමේ තත්ත්වය',
      'සකස් කරමින් පවතී',
      'ප්‍රමාණය',
      'ඒකක මිල',
      'උප එකතුව',
      'බෙදාහැරීමේ ගාස්තුව',
      'මුළු එකතුව',
      'ස්තූතියි',
      // Product names stay as ordered; amounts keep Latin digits.
      'Linen Shirt',
      '16,170.50',
    ]) {
      expect(text).toContain(expected);
    }
    const month = new Intl.DateTimeFormat('si-LK', { month: 'long', timeZone: 'Asia/Colombo' });
    expect(text).toContain(month.format(order.date));
    // The shaped glyph order (the vowel sign before its consonant) never reaches the text.
    expect(text).not.toContain('ෙපෙර්රා');
    expect(
      fontRows(fonts)
        .map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))
        .sort(),
    ).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSinhala-Bold', 'NotoSansSinhala-Regular']);
    expect(fontRows(fonts).every((font) => font.flags === 'yes yes yes')).toBe(true);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Lang (si-LK)');
    // English words in a Sinhala bill are marked as English for screen readers.
    expect(raw).toContain('/Lang (en)');
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('a Tamil bill: labels and a Tamil address come out as Tamil text', async () => {
    const { text, fonts } = await readBack({ ...order, address: tamilAddress, status: 'Delivered' }, 'ta');
    for (const expected of [
      'பற்றுச்சீட்டு',
      'ஆர்டர் இலக்கம்',
      'வாங்குபவர்',
      'கார்த்திகா சிவகுமார்',
      'ஸ்ரீ கதிரேசன் வீதி',
      'யாழ்ப்பாணம்',
      'ஒப்படைக்கப்பட்டது',
      'அலகு விலை',
      'உப மொத்தம்',
      'விநியோகக் கட்டணம்',
      'நன்றி',
      '16,170.50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(fonts).toMatch(/\+NotoSansTamil-Regular\s/);
    expect(fonts).toMatch(/\+NotoSansTamil-Bold\s/);
    expect(fonts).not.toContain('Sinhala');
  });

  it('prints a Sinhala address shaped in an English bill too, in the Sinhala font', async () => {
    const { text, fonts, pdf } = await readBack({ ...order, address: sinhalaAddress }, 'en');
    expect(text).toContain('ශ්‍රී ධර්මපාල මාවත');
    expect(text).toContain('Invoice');
    expect(fonts).toMatch(/\+NotoSansSinhala-Regular\s/);
    expect(pdf.toString('latin1')).toContain('/Lang (si)');
  });

  it('is tagged in reading order: heading, the address under its heading, a table with column headers', async () => {
    const { structure } = await readBack(order, 'en');
    const elements = structure
      .split('\n')
      .map((line) => line.trim().split(/[\s:]/)[0] ?? '')
      .filter((tag) => /^(Document|H1|H2|P|Table|THead|TBody|TR|TH|TD)$/.test(tag));
    expect(elements[0]).toBe('Document');
    expect(elements.indexOf('H1')).toBeLessThan(elements.indexOf('H2'));
    expect(elements.indexOf('H2')).toBeLessThan(elements.indexOf('Table'));
    expect(elements.filter((tag) => tag === 'TH')).toHaveLength(5 + 3);
    expect(elements.filter((tag) => tag === 'TD')).toHaveLength(5 * order.items.length + 3);
    expect(structure).toMatch(/TH[\s\S]*\/Scope \/Column/);
    expect(structure).toMatch(/TH[\s\S]*\/Scope \/Row/);
  });

  it('continues a long order on a new page, its header row drawn again outside the structure', async () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      ...linen,
      _id: `p${index}`,
      name: `Cotton Shirt ${index + 1}`,
    }));
    const { info, text, structure } = await readBack({ ...order, items }, 'si');
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(text).toContain('Cotton Shirt 40');
    expect(text.match(/ඒකක මිල/g)).toHaveLength(2);
    expect(structure.match(/^\s*THead/gm)).toHaveLength(1);
  });
});

describe('renderQuotePdf', () => {
  const quote: Quote = {
    date: order.date,
    items: order.items,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    amount: order.amount,
  };

  it("the bill's layout titled Quote: not an order yet, no number, no status, the address as far as given", async () => {
    const { text, info, structure } = await readBackQuote(
      {
        ...quote,
        address: { firstName: 'Nimali', city: 'Colombo', zipcode: '00300' },
        paymentMethod: 'Card',
      },
      'en',
    );
    for (const expected of [
      'Quote',
      'Not an order yet',
      'Quote date:',
      'Bill to',
      'Nimali',
      'Colombo, 00300',
      'Payment: Card (not paid: no order has been placed yet)',
      'This is a quote, not an invoice',
      'Linen Shirt',
      '16,170.50',
      'Thank you for shopping with Ceylon Threads!',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    for (const absent of ['Order number', 'Order status', 'Invoice', 'Phone'])
      expect(text).not.toContain(absent);
    expect(info).toMatch(/^Title:\s+Quote - Ceylon Threads$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(structure).toMatch(/H1/);
  });

  it('says when no address was given yet, in Sinhala and in Tamil', async () => {
    const sinhala = await readBackQuote(quote, 'si');
    for (const expected of ['මිල ගණන් සටහන', 'තවම ඇණවුමක් නොවේ', 'බෙදාහැරීමේ ලිපිනය තවම ඇතුළත් කර නැත']) {
      expect(sinhala.text).toContain(expected);
    }
    expect(sinhala.pdf.toString('latin1')).toContain('/Lang (si-LK)');
    const tamil = await readBackQuote(quote, 'ta');
    for (const expected of ['விலைக்குறிப்பு', 'இன்னும் ஆர்டர் அல்ல', 'டெலிவரி முகவரி இன்னும்']) {
      expect(tamil.text).toContain(expected);
    }
    expect(tamil.fonts).toMatch(/\+NotoSansTamil-Bold\s/);
  });
});

describe('the bill files', () => {
  it('names the file by the order id', () => {
    expect(billFileName(order._id)).toBe('bill-6b0c1c8e.pdf');
  });

  it("names a quote by the day it was made in Sri Lanka (UTC+5:30), not the server's", () => {
    expect(quoteFileName(Date.UTC(2026, 10, 24, 18, 29))).toBe('quote-2026-11-24.pdf');
    expect(quoteFileName(Date.UTC(2026, 10, 24, 18, 30))).toBe('quote-2026-11-25.pdf');
  });

  it('has every font it embeds beside its licence', () => {
    for (const file of [...billFontFiles, 'OFL.txt', 'README.md']) {
      expect(existsSync(path.join(BILL_FONTS_DIR, file)), file).toBe(true);
    }
  });
});
