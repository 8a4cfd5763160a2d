// Two instances of the main API on one PostgreSQL database, both sending mail: each event is mailed once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { catalogue, orderBody } from '../../testing/order-fixtures';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let inbox: SmtpInbox;
let first: TestBackend;
let second: TestBackend;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const env = { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '0.5' };
  first = await startTestBackend({ env, sendMail: true });
  second = await startTestBackend({ env, sendMail: true, sharedDatabaseUrl: first.config.DATABASE_URL });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await inbox.close();
});

it('sends one mail per order when both instances take jobs from the queue', async () => {
  const products = (await catalogue(first)).filter((product) =>
    product.sizes.some((size) => product.stock[size]),
  );
  const orders: string[] = [];
  for (let index = 0; index < 8; index++) {
    const instance = index % 2 === 0 ? first : second;
    const shopper = await instance.newShopper();
    const product = products[index % products.length] as Product;
    const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 0);
    const placed = await instance
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product, size, quantity: 1 }]))
      .expect(201);
    orders.push(placed.body.order._id as string);
  }
  await inbox.waitFor(orders.length);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(inbox.mails).toHaveLength(orders.length);
  const endings = inbox.mails.map((mail) => /number ending (\w{4})/.exec(mail.subject ?? '')?.[1]).sort();
  expect(endings).toEqual(orders.map((id) => id.slice(-4)).sort());
});
