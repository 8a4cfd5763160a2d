// For tests: a stand-in for PayHere's hosted checkout. It takes the form the storefront posts, checks its `hash`
// the way PayHere documents it (computed here on its own, not with the store's code), shows a page with Pay and
// Cancel, and sends notifications to the form's notify_url signed as PayHere signs them, or deliberately wrong
// (forged signature, another amount) for the tests that the store refuses them.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayhereOptions {
  merchantId: string;
  merchantSecret: string;
}

/** A form the stand-in accepted, by order_id. */
export type Checkout = Record<string, string>;

export interface NotifyOptions {
  paymentId?: string;
  /** Sign with another secret (a forger's). */
  forge?: boolean;
  /** Send this amount instead of the checkout's (signed correctly, so only the amount check can catch it). */
  amount?: string;
  currency?: string;
}

/** How long "Pay now, confirm later" waits before it notifies the shop. */
export const NOTIFY_LATER_MS = 3_000;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))),
    );
    req.on('error', reject);
  });
}

export async function startFakePayhere(options: FakePayhereOptions) {
  const checkouts = new Map<string, Checkout>();
  /** Forms refused for a wrong hash, with why. */
  const refused: { fields: Checkout; reason: string }[] = [];
  let payments = 0;

  const expectedHash = (fields: Checkout) =>
    md5(
      options.merchantId +
        (fields.order_id ?? '') +
        (fields.amount ?? '') +
        (fields.currency ?? '') +
        md5(options.merchantSecret),
    );

  /** The fields of a notification about an accepted checkout, signed as PayHere signs them (unless forged). */
  const notification = (
    orderId: string,
    statusCode: string,
    extra: NotifyOptions = {},
  ): Record<string, string> => {
    const checkout = checkouts.get(orderId);
    if (!checkout) throw new Error(`the stand-in took no checkout for order ${orderId}`);
    payments += 1;
    const signed = {
      merchant_id: options.merchantId,
      order_id: orderId,
      payhere_amount: extra.amount ?? checkout.amount ?? '',
      payhere_currency: extra.currency ?? checkout.currency ?? '',
      status_code: statusCode,
    };
    const secret = extra.forge ? 'not-the-merchant-secret' : options.merchantSecret;
    return {
      ...signed,
      payment_id: extra.paymentId ?? String(320_000_000 + payments),
      status_message: statusCode === '2' ? 'Successfully completed the payment.' : 'Payment not completed.',
      method: 'VISA',
      card_holder_name: 'Test Shopper',
      card_no: '************1292',
      md5sig: md5(
        signed.merchant_id +
          signed.order_id +
          signed.payhere_amount +
          signed.payhere_currency +
          signed.status_code +
          md5(secret),
      ),
    };
  };

  /** Posts a notification to the checkout's notify_url, as PayHere's servers do. */
  const notify = async (orderId: string, statusCode: string, extra: NotifyOptions = {}) => {
    const fields = notification(orderId, statusCode, extra);
    const response = await fetch(checkouts.get(orderId)?.notify_url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, fields };
  };

  const page = (checkout: Checkout) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayHere test stand-in</title></head>
<body><main>
<h1>PayHere test stand-in</h1>
<p>Order ${escapeHtml(checkout.order_id ?? '')}: ${escapeHtml(checkout.items ?? '')}</p>
<p>Amount: ${escapeHtml(checkout.currency ?? '')} ${escapeHtml(checkout.amount ?? '')}</p>
<form method="post" action="/pay/${encodeURIComponent(checkout.order_id ?? '')}/pay"><button>Pay now</button></form>
<form method="post" action="/pay/${encodeURIComponent(checkout.order_id ?? '')}/pay-later"><button>Pay now, confirm later</button></form>
<form method="post" action="/pay/${encodeURIComponent(checkout.order_id ?? '')}/cancel"><button>Cancel payment</button></form>
</main></body></html>`;

  const send = (res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/pay/checkout') {
        const fields = await readForm(req);
        const reason =
          fields.merchant_id !== options.merchantId
            ? 'merchant_id is not this merchant'
            : fields.hash !== expectedHash(fields)
              ? 'hash does not match merchant_id + order_id + amount + currency + md5(secret)'
              : !fields.notify_url || !fields.return_url || !fields.cancel_url
                ? 'notify_url, return_url and cancel_url are required'
                : undefined;
        if (reason) {
          refused.push({ fields, reason });
          send(
            res,
            400,
            `<!doctype html><html lang="en"><title>Refused</title><p>${escapeHtml(reason)}</p></html>`,
          );
          return;
        }
        checkouts.set(fields.order_id ?? '', fields);
        send(res, 200, page(fields));
        return;
      }
      const action = /^\/pay\/([^/]+)\/(pay|pay-later|cancel)$/.exec(url.pathname);
      const checkout = action ? checkouts.get(decodeURIComponent(action[1] ?? '')) : undefined;
      if (req.method === 'POST' && action && checkout) {
        // Like PayHere: the notification goes to the shop's server before the browser is sent back.
        if (action[2] === 'pay') await notify(checkout.order_id ?? '', '2');
        // As PayHere sometimes is: the browser is back before the shop has heard of the payment.
        if (action[2] === 'pay-later') {
          setTimeout(() => void notify(checkout.order_id ?? '', '2').catch(() => undefined), NOTIFY_LATER_MS);
        }
        res.writeHead(303, { Location: action[2] === 'cancel' ? checkout.cancel_url : checkout.return_url });
        res.end();
        return;
      }
      send(res, 404, 'not found', 'text/plain');
    })().catch((error: unknown) => {
      send(res, 500, String(error), 'text/plain');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** What PAYHERE_CHECKOUT_URL should be. */
    checkoutUrl: `${origin}/pay/checkout`,
    checkouts,
    refused,
    notification,
    notify,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePayhere = Awaited<ReturnType<typeof startFakePayhere>>;
