// The sandbox's hosted checkout page: plain HTML, no script, labelled as a test on every line that matters.
import { formatAmount, fromCents } from '@store/contracts/money';
import type { SandboxSessionRow } from './payments.repository';
import { SANDBOX_PATH } from './sandbox.provider';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const money = (cents: number) => formatAmount(fromCents(cents));

/** The origins the page may send the shopper back to, for its Content-Security-Policy. */
export function returnOrigins(session: SandboxSessionRow): string[] {
  return [...new Set([session.successUrl, session.cancelUrl].map((url) => new URL(url).origin))];
}

export function renderSandboxPage(session: SandboxSessionRow): string {
  const action = (step: 'pay' | 'cancel') => `${SANDBOX_PATH}/${encodeURIComponent(session.id)}/${step}`;
  const currency = session.currency.toUpperCase();
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td>${line.quantity}</td><td>${money(line.unitAmountCents)}</td><td>${money(line.unitAmountCents * line.quantity)}</td></tr>`,
    )
    .join('\n');
  const body =
    session.status === 'open'
      ? `<form method="post" action="${action('pay')}"><button type="submit" class="pay">Pay ${currency} ${money(session.amountCents)} (test, no money moves)</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel and return to the store</button></form>`
      : session.status === 'complete'
        ? `<p role="status">This test payment is already complete.</p><p><a href="${escapeHtml(session.successUrl)}">Return to the store</a></p>`
        : `<p role="status">This test checkout has expired.</p><p><a href="${escapeHtml(session.cancelUrl)}">Return to the store</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST checkout (sandbox, no real payment)</title>
<style>
body { font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.5; margin: 0; color: #111; background: #fff; }
.banner { background: #7a1f00; color: #fff; padding: 0.75rem 1rem; margin: 0; font-size: 1.125rem; }
main { max-width: 40rem; margin: 1.5rem auto; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; }
th, td { border-bottom: 1px solid #767676; padding: 0.5rem; text-align: left; }
button { font: inherit; padding: 0.75rem 1.25rem; margin: 0.5rem 0; border: 2px solid #111; background: #fff; color: #111; cursor: pointer; }
button.pay { background: #111; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
</style>
</head>
<body>
<header><p class="banner"><strong>TEST MODE.</strong> This is the store's sandbox checkout: no card is asked for, nothing is charged and no money moves.</p></header>
<main>
<h1>Test checkout</h1>
<table>
<caption>Your order (amounts in ${currency})</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Line total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td>${currency} ${money(session.amountCents)}</td></tr></tfoot>
</table>
${body}
</main>
</body>
</html>`;
}
