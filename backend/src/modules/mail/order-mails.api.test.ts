// Order mails through the queue to a real SMTP server (both database lanes): one mail per event, in the
// shopper's language, with a text and an accessible HTML part; nothing for a rolled-back order; a refused
// send is tried again; without SMTP_URL the mail is written as an .eml file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { catalogue, orderBody } from '../../testing/order-fixtures';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { messageIdOf } from './mail-transport';

let inbox: SmtpInbox;
let backend: TestBackend;
let products: Product[];
let admin: { token: string };
const FROM = 'Ceylon Threads <shop@ceylonthreads.lk>';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  backend = await startTestBackend({
    env: { SMTP_URL: inbox.url, MAIL_FROM: FROM, MAIL_POLL_SECONDS: '0.5' },
    sendMail: true,
  });
  products = (await catalogue(backend)).filter((product) =>
    product.sizes.some((size) => product.stock[size]),
  );
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  await backend.close();
  await inbox.close();
});

const inStock = (product: Product) => product.sizes.find((size) => (product.stock[size] ?? 0) > 0);

function placeOrder(shopper: { token: string }, product = products[0] as Product, quantity = 1) {
  return backend
    .api()
    .post('/api/order/place')
    .set('token', shopper.token)
    .send(orderBody([{ product, size: inStock(product), quantity }]));
}

const setStatus = (orderId: string, status: string) =>
  backend.api().post('/api/order/status').set('token', admin.token).send({ orderId, status }).expect(200);

const htmlOf = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');

describe('the order confirmation', () => {
  it('arrives once, with a text part and an accessible HTML part, and a Message-ID made from the event', async () => {
    const shopper = await backend.newShopper('Nimali Perera');
    const product = products[0] as Product;
    const placed = await placeOrder(shopper, product).expect(201);
    const orderId = placed.body.order._id as string;
    const [mail] = await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toMatch(
      new RegExp(
        `^Thank you: your order of \\d{1,2} \\w+ \\d{4} \\(number ending ${orderId.slice(-4)}\\) is placed$`,
      ),
    );
    expect(mail.from?.value).toEqual([{ name: 'Ceylon Threads', address: 'shop@ceylonthreads.lk' }]);
    expect(mail.messageId).toBe(messageIdOf(`order-placed:${orderId}`, FROM));
    expect(mail.headers.get('content-language')).toBe('en');

    const text = mail.text ?? '';
    expect(text).toContain(product.name);
    expect(text).toMatch(/Subtotal: LKR [\d,]+\.\d\d/);
    expect(text).toContain('Delivery Fee: LKR 200.00');
    expect(text).toContain(`Total: LKR`);
    expect(text).toContain('Cash on delivery: not paid yet.');
    expect(text).toContain(`Track your order: http://localhost:4000/track-order/${orderId}`);
    expect(text).toContain('hello@ceylonthreads.lk');

    const html = htmlOf(mail);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(html).toMatch(/<caption[^>]*>What you ordered<\/caption>/);
    for (const header of ['Item', 'Size', 'Qty', 'Unit Price (LKR)', 'Total (LKR)']) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${header.replace(/[()]/g, '\\$&')}</th>`));
    }
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>${product.name}</th>`));
    expect(html).not.toMatch(/<img\b/);
    expect(html).not.toMatch(/font-size:\s*\d+px/);

    // Nothing more comes for the same order.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.to(shopper.email)).toHaveLength(1);
  });

  it('is written in the shopper’s language', async () => {
    const shopper = await backend.newShopper('Kamala Devi');
    await backend
      .api()
      .put('/api/user/settings')
      .set('token', shopper.token)
      .send({ settings: { language: 'ta' } })
      .expect(200);
    await placeOrder(shopper).expect(201);
    const [mail] = await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    expect(mail?.subject).toMatch(/^நன்றி: உங்கள் .+ பெறப்பட்டது$/);
    expect(htmlOf(mail as ParsedMail)).toContain('<html lang="ta">');
    expect(mail?.text).toContain('விநியோக முகவரி');
    expect(mail?.headers.get('content-language')).toBe('ta');
  });

  it('is not sent for an order that was rolled back (more than the shelf holds)', async () => {
    const shopper = await backend.newShopper();
    const product = products[1] as Product;
    const size = inStock(product);
    const refused = await backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product, size, quantity: (product.stock[size ?? ''] ?? 0) + 1 }]));
    expect(refused.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(inbox.to(shopper.email)).toHaveLength(0);
  });
});

describe('status mails', () => {
  it('tells the shopper of Processing, Shipped and Delivered, and of a cancel request once', async () => {
    const shopper = await backend.newShopper();
    const placed = await placeOrder(shopper).expect(201);
    const orderId = placed.body.order._id as string;
    for (let asked = 0; asked < 2; asked++) {
      await backend
        .api()
        .post('/api/order/cancel-request')
        .set('token', shopper.token)
        .send({ orderId, reason: 'Wrong size' })
        .expect(200);
    }
    for (const status of ['Processing', 'Shipped', 'Delivered']) await setStatus(orderId, status);
    const mails = await inbox.waitFor(5, (each) => inbox.to(shopper.email).includes(each));
    const subjects = mails.map((mail) => mail.subject ?? '');
    expect(subjects.filter((subject) => subject.startsWith('We have your request to cancel'))).toHaveLength(
      1,
    );
    expect(subjects.some((subject) => subject.startsWith('We are preparing your order'))).toBe(true);
    expect(subjects.some((subject) => subject.endsWith('is on its way'))).toBe(true);
    expect(subjects.some((subject) => subject.endsWith('has been delivered'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox.to(shopper.email)).toHaveLength(5);
  });
});

describe('GET /api/mail/sent', () => {
  it('is not there when mail goes to an SMTP server', async () => {
    const res = await backend.api().get('/api/mail/sent').set('token', admin.token).expect(404);
    expect(res.body.message).toMatch(/only in demo mode, when mail is written as files/);
  });
});

describe('the queue', () => {
  it('stores one job for an event written twice', async () => {
    const shopper = await backend.newShopper();
    const placed = await placeOrder(shopper).expect(201);
    const orderId = placed.body.order._id as string;
    const { db } = backend.container.database;
    await db.transaction((tx) => backend.container.mailJobs.enqueue(tx, { kind: 'order-placed', orderId }));
    await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.to(shopper.email)).toHaveLength(1);
  });

  it('tries a refused send again until the server takes it', async () => {
    inbox.refuse = true;
    const shopper = await backend.newShopper();
    await placeOrder(shopper).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(inbox.to(shopper.email)).toHaveLength(0);
    inbox.refuse = false;
    // pg-boss's first retry comes after MAIL_RETRY_DELAY_SECONDS (5 s).
    await inbox.waitFor(1, (each) => inbox.to(shopper.email).includes(each), 20_000);
    expect(inbox.to(shopper.email)).toHaveLength(1);
  }, 30_000);
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const local = await startTestBackend({ env: { MAIL_POLL_SECONDS: '0.5' }, sendMail: true });
    try {
      const shopper = await local.newShopper();
      const [product] = (await catalogue(local)).filter((each) => inStock(each));
      if (!product) throw new Error('nothing on the shelf');
      await local
        .api()
        .post('/api/order/place')
        .set('token', shopper.token)
        .send(orderBody([{ product, size: inStock(product), quantity: 1 }]))
        .expect(201);
      const mailDir = path.join(local.config.dataDir, 'mail');
      const deadline = Date.now() + 15_000;
      let files: string[] = [];
      while (files.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        try {
          files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
        } catch {
          files = [];
        }
      }
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(path.join(mailDir, files[0] as string)));
      expect(mail.subject).toMatch(/^Thank you: your order of .+ is placed$/);
      expect(mail.text).toContain(product.name);

      // Demo mode's "Sent mail": the admin reads it; a shopper may not.
      const admin = await local.loginAs('admin');
      const sent = await local.api().get('/api/mail/sent').set('token', admin.token).expect(200);
      expect(sent.body.total).toBe(1);
      expect(sent.body.mails[0]).toMatchObject({
        id: (files[0] as string).replace(/\.eml$/, ''),
        to: shopper.email,
        subject: mail.subject,
        language: 'en',
      });
      expect(sent.body.mails[0].text).toContain(product.name);
      await local.api().get('/api/mail/sent').set('token', shopper.token).expect(403);
    } finally {
      await local.close();
    }
  });
});
