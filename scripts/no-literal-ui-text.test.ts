// The lint rule that keeps shopper-facing words in the message catalogues: it must flag a literal in each
// place a shopper sees or hears one, and leave alone what is not shown (class names, keys, test ids).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from '../eslint-rules/no-literal-ui-text.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const literal = [{ messageId: 'literal' }];

tester.run('no-literal-ui-text', rule, {
  valid: [
    { code: 'const a = <h1>{t("cart.heading")}</h1>;' },
    { code: 'const a = <div className="cart-row wide" data-testid="row" role="list" />;' },
    { code: 'const a = <button aria-label={t("cart.remove", { name })}>×</button>;' },
    { code: 'const a = <p>{count} · {total}</p>;' },
    { code: 'announce(t("cart.updated"));' },
    { code: 'const a = <span>Ceylon Threads</span>;', options: [{ allow: ['Ceylon Threads'] }] },
    { code: 'logger.error("failed to save");' },
    { code: 'const a = <img alt="" src="x.png" />;' },
  ],
  invalid: [
    { code: 'const a = <h1>Your cart</h1>;', errors: literal },
    { code: 'const a = <button aria-label="Remove item" />;', errors: literal },
    { code: 'const a = <img alt={`Front view of ${name}`} />;', errors: literal },
    { code: 'const a = <input placeholder="Search products" />;', errors: literal },
    { code: 'const a = <p>{open ? "Close menu" : t("menu.open")}</p>;', errors: literal },
    { code: 'announce("Added to your cart");', errors: literal },
    { code: 'notify.success("Order placed");', errors: literal },
    { code: 'speech.speak(`Price: ${price}`);', errors: literal },
    { code: 'const a = <Field label="First name" />;', errors: literal },
  ],
});
