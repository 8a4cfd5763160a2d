import { describe, expect, it } from 'vitest';
import type { SandboxSessionRow } from './payments.repository';
import { renderSandboxPage, returnOrigins } from './sandbox-page';

const session: SandboxSessionRow = {
  id: 'sbx_abc',
  orderId: '11111111-1111-4111-8111-111111111111',
  status: 'open',
  amountCents: 520_000,
  currency: 'lkr',
  lines: [
    { name: '<img src=x onerror=alert(1)> Shirt (size M)', unitAmountCents: 250_000, quantity: 2 },
    { name: 'Delivery fee', unitAmountCents: 20_000, quantity: 1 },
  ],
  successUrl: 'http://localhost:5173/orders?payment=success&orderId=1',
  cancelUrl: 'http://localhost:5173/orders?payment=cancelled&orderId=1',
  createdAt: new Date(),
  completedAt: null,
};

describe('renderSandboxPage', () => {
  it('labels itself a test, shows the totals and escapes product names', () => {
    const html = renderSandboxPage(session);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('TEST MODE.');
    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toContain('Pay LKR 5,200.00 (test, no money moves)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Shirt (size M)');
    expect(html).not.toContain('<img');
    expect(html).toContain('action="/api/payments/sandbox/checkout/sbx_abc/pay"');
  });

  it('offers only a way back once the session is complete', () => {
    const html = renderSandboxPage({ ...session, status: 'complete' });
    expect(html).not.toContain('/pay"');
    expect(html).toContain('This test payment is already complete.');
    expect(html).toContain('href="http://localhost:5173/orders?payment=success&amp;orderId=1"');
  });

  it('lists the SPA origins it may send the shopper back to', () => {
    expect(returnOrigins(session)).toEqual(['http://localhost:5173']);
  });
});
