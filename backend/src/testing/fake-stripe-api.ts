// For tests: a local HTTP server that answers the two Checkout Session calls the way Stripe's API does,
// so the real `stripe` package can be pointed at it (host/port/protocol) and exercised end to end.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

export interface RecordedCreate {
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Sums line_items[i][price_data][unit_amount] × quantity, as Stripe computes amount_total. */
function amountTotal(params: URLSearchParams): number {
  let total = 0;
  for (let index = 0; params.has(`line_items[${index}][quantity]`); index++) {
    total +=
      Number(params.get(`line_items[${index}][price_data][unit_amount]`)) *
      Number(params.get(`line_items[${index}][quantity]`));
  }
  return total;
}

export async function startFakeStripeApi() {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const creates: RecordedCreate[] = [];
  let failNextCreate = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${id}'`,
      },
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const params = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      creates.push({ params, idempotencyKey, authorization: req.headers.authorization });
      if (failNextCreate) {
        failNextCreate = false;
        send(res, 400, { error: { type: 'invalid_request_error', message: 'Simulated refusal.' } });
        return;
      }
      const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replayed) return send(res, 200, replayed);
      const id = `cs_test_${sessions.size + 1}_${Date.now()}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        mode: params.get('mode') ?? '',
        amount_total: amountTotal(params),
        currency: params.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: params.get('client_reference_id'),
        customer_email: params.get('customer_email'),
        metadata: { orderId: params.get('metadata[orderId]') ?? '' },
        success_url: params.get('success_url') ?? '',
        cancel_url: params.get('cancel_url') ?? '',
      };
      sessions.set(id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return send(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match?.[1]) {
      const session = sessions.get(decodeURIComponent(match[1]));
      return session ? send(res, 200, session) : missing(res, match[1]);
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    creates,
    /** The shopper paid on the hosted page. */
    pay(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      return session;
    },
    failNextCreate() {
      failNextCreate = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
