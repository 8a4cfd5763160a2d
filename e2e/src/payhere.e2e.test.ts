// PayHere beside the card (issue 25), in the browser: a shopper chooses PayHere by keyboard, the storefront
// posts the signed form to PayHere (the stack's stand-in, which checks the hash), pays there and comes back to
// /orders, which shows what the server was told (paid), never the browser's word; a cancelled payment comes
// back to an order cancelled with its stock given back; axe on /place-order with PayHere offered and on each
// state of the return (being confirmed, paid, cancelled), in English, Sinhala and Tamil.
import type { Page } from '@playwright/test';
import type { Language } from '@store/contracts/languages';
import type { Product } from '@store/contracts/products';
import { orderTotals } from '@store/contracts/money';
import type { PayhereCheckoutResponse } from '@store/contracts/payhere';
import { addToServerCart, call, listProducts, registerShopper, type Account } from './harness/api';
import { expect, test } from './harness/fixtures';
import { signInStored, startIn } from './harness/stored-session';
import {
  expectCartCount,
  expectHeading,
  expectPath,
  hasFocus,
  loginThroughForm,
  tabTo,
} from './harness/flows';
import { message, scriptOf } from './harness/messages';

const deliveryAddress = {
  firstName: 'Nimali',
  lastName: 'Perera',
  email: 'nimali@example.lk',
  street: '12 Galle Road',
  city: 'Colombo',
  zipcode: '00300',
  country: 'Sri Lanka',
  phone: '0771234567',
};

const address = {
  'First name': 'Nimali',
  'Last name': 'Perera',
  Email: 'nimali@example.lk',
  Street: '12 Galle Road',
  City: 'Colombo',
  Zipcode: '00300',
  Country: 'Sri Lanka',
  'Phone number': '0771234567',
};

async function productOnShelf(baseUrl: string): Promise<{ product: Product; size: string }> {
  for (const product of await listProducts(baseUrl, '?limit=20')) {
    const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 2);
    if (size) return { product, size };
  }
  throw new Error('no product with stock in the first page of the catalogue');
}

/**
 * A garment of the demo catalogue that no other browser test buys (the oldest ones, off the first page), so its
 * stock moves only with the test that reserves it: the tests run beside each other on one stack.
 */
async function reservedProduct(baseUrl: string, name: string): Promise<{ product: Product; size: string }> {
  const product = (await listProducts(baseUrl)).find((each) => each.name === name);
  const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 2);
  if (!product || !size) throw new Error(`${name} is not in the demo catalogue with a size in stock`);
  return { product, size };
}

const stockOf = async (baseUrl: string, product: Product, size: string) =>
  ((await (await fetch(`${baseUrl}/api/product/${product._id}`)).json()) as { product: Product }).product
    .stock[size] ?? 0;

/** Signed in with one piece in the cart, the delivery form filled, PayHere chosen by the arrow keys. */
async function choosePayhere(page: Page, account: Account) {
  await loginThroughForm(page, account.email, account.password);
  await expectPath(page, '/');
  await page.goto('/place-order');
  await expectHeading(page, 'PLACE ORDER');
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries(address)) {
    await main.getByLabel(label, { exact: true }).fill(value);
  }
  const cash = main.getByRole('radio', { name: 'CASH ON DELIVERY' });
  const payhere = main.getByRole('radio', { name: message('en', 'checkout.payByPayhere') });
  await expect(cash).toBeChecked();
  await tabTo(page, cash);
  await page.keyboard.press('ArrowUp');
  await expect(payhere).toBeChecked();
  expect(await hasFocus(payhere)).toBe(true);
  return main;
}

test('PayHere by keyboard: the signed form goes to PayHere, and the order comes back paid', async ({
  page,
  stack,
  axe,
}) => {
  const { product, size } = await reservedProduct(stack.baseUrl, 'Kids Fleece Hoodie');
  const account = await registerShopper(stack.baseUrl, 'payhere');
  await addToServerCart(stack.baseUrl, account.token, product._id, size);
  const before = await stockOf(stack.baseUrl, product, size);
  const main = await choosePayhere(page, account);
  await axe.expectNoViolations(page, '/place-order with PayHere chosen');

  await tabTo(page, main.getByRole('button', { name: 'PLACE ORDER' }));
  await page.keyboard.press('Enter');
  // The stand-in shows its page only for a form whose hash is PayHere's.
  await expect(page.getByRole('heading', { level: 1, name: 'PayHere test stand-in' })).toBeVisible();
  expect(await stockOf(stack.baseUrl, product, size)).toBe(before - 1);
  await tabTo(page, page.getByRole('button', { name: 'Pay now', exact: true }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/orders');
  await expectHeading(page, 'MY ORDERS');
  await expect(page.getByText(message('en', 'orders.payment.confirmed'))).toBeVisible();
  const row = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem').first();
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('Card, paid');
  // Paid: the stored cart was emptied with the payment, and the header follows.
  await expectCartCount(page, 0);
  expect(await stockOf(stack.baseUrl, product, size)).toBe(before - 1);
  await axe.expectNoViolations(page, '/orders after paying with PayHere');
});

test('PayHere’s word comes after the shopper: /orders says it is being confirmed, then paid, once each', async ({
  page,
  stack,
}) => {
  const { product, size } = await productOnShelf(stack.baseUrl);
  const account = await registerShopper(stack.baseUrl, 'payhere-later');
  await addToServerCart(stack.baseUrl, account.token, product._id, size);
  const main = await choosePayhere(page, account);
  await main.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByRole('button', { name: 'Pay now, confirm later' }).click();
  await expectPath(page, '/orders');
  const confirming = message('en', 'orders.payment.payhere.confirming');
  await expect(page.getByText(confirming)).toBeVisible();
  const row = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem').first();
  await expect(row).toContainText('Card, not paid');
  // The stand-in notifies the store 3 s after the browser left it; the page asks every 2 s.
  const confirmed = message('en', 'orders.payment.confirmed');
  await expect(page.getByText(confirmed)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(confirming)).toHaveCount(0);
  await expect(
    page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: confirmed }),
  ).toHaveCount(1);
  await expect(row).toContainText('Card, paid');
});

test('PayHere cancelled: the order is cancelled, its stock is back, and the page says so once', async ({
  page,
  stack,
  axe,
}) => {
  const { product, size } = await reservedProduct(stack.baseUrl, 'Kids School Trousers');
  const account = await registerShopper(stack.baseUrl, 'payhere-cancel');
  await addToServerCart(stack.baseUrl, account.token, product._id, size);
  const before = await stockOf(stack.baseUrl, product, size);
  const main = await choosePayhere(page, account);
  await main.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayHere test stand-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expectPath(page, '/orders');
  const said = message('en', 'orders.payment.payhere.cancelled');
  await expect(page.getByText(said)).toBeVisible();
  await expect(
    page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: said }),
  ).toHaveCount(1);
  const row = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem').first();
  await expect(row).toContainText('Cancelled');
  expect(await stockOf(stack.baseUrl, product, size)).toBe(before);
  // The cart is kept: the shopper can pay another way.
  await expectCartCount(page, 1);
  await axe.expectNoViolations(page, '/orders after a cancelled PayHere payment');
});

for (const language of ['si', 'ta'] as const satisfies readonly Language[]) {
  test(`PayHere in ${language}: named on /place-order, the return says confirming, paid or cancelled in the language; axe on each`, async ({
    page,
    stack,
    axe,
  }) => {
    const { product, size } = await productOnShelf(stack.baseUrl);
    const account = await registerShopper(stack.baseUrl, `payhere-${language}`);
    await addToServerCart(stack.baseUrl, account.token, product._id, size);
    await signInStored(page, account);
    await startIn(page, language);
    await page.goto('/place-order');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const payhere = page
      .getByRole('main')
      .getByRole('radio', { name: message(language, 'checkout.payByPayhere') });
    await expect(payhere).toBeVisible();
    await expect(payhere).toHaveAccessibleName(scriptOf[language]);
    await payhere.check();
    await axe.expectNoViolations(page, `/place-order with PayHere in ${language}`);

    // Back from PayHere before its word (the stand-in is told to pay only afterwards), then paid; and a
    // cancelled one: each state said in the language, axe on each.
    const started = async () => {
      const body = {
        address: { ...deliveryAddress, state: 'Western' },
        items: [{ _id: product._id, size, quantity: 1 }],
        amount: orderTotals([{ price: product.price, quantity: 1 }]).total,
      };
      const answer = await call<PayhereCheckoutResponse>(
        stack.baseUrl,
        'POST',
        '/api/order/payhere',
        body,
        account.token,
      );
      const accepted = await fetch(answer.checkout.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(answer.checkout.fields).toString(),
      });
      expect(accepted.status).toBe(200);
      return answer.checkout;
    };
    const paid = await started();
    await page.goto(
      new URL(paid.fields.return_url ?? '').pathname + new URL(paid.fields.return_url ?? '').search,
    );
    const said = (key: string) => page.getByText(message(language, key));
    await expect(said('orders.payment.payhere.confirming')).toBeVisible();
    await axe.expectNoViolations(page, `/orders, PayHere confirming, in ${language}`);
    const standIn = new URL(paid.action).origin;
    await fetch(`${standIn}/pay/${paid.fields.order_id ?? ''}/pay`, { method: 'POST', redirect: 'manual' });
    await expect(said('orders.payment.confirmed')).toBeVisible();
    await axe.expectNoViolations(page, `/orders, PayHere paid, in ${language}`);

    const cancelled = await started();
    const cancelUrl = new URL(cancelled.fields.cancel_url ?? '');
    await page.goto(cancelUrl.pathname + cancelUrl.search);
    await expect(said('orders.payment.payhere.cancelled')).toBeVisible();
    await axe.expectNoViolations(page, `/orders, PayHere cancelled, in ${language}`);
  });
}
