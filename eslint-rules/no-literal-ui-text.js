// Every word a shopper sees or hears comes from the message catalogues (frontend/src/i18n), never from a
// string literal in a component: text between JSX tags, the attributes a screen reader or a browser shows
// (aria-label, alt, title, placeholder…), and the strings handed to the live regions and to speech.
// Brand names and symbols that read the same in every language are allowed by name.

const shownAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);
/** Calls whose first argument is said or shown to the shopper: announce('…'), notify.success('…'), speak('…'). */
const spokenCalls = new Set(['announce', 'speak', 'say', 'success', 'error', 'info', 'warning']);
const spokenObjects = new Set([undefined, 'notify', 'speech', 'toast']);

const hasWords = (text) => /\p{L}{2,}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Shopper-facing text comes from the message catalogues, not string literals.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } }],
    messages: {
      literal: 'Put "{{text}}" in the message catalogues (frontend/src/i18n/messages) and use t().',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (node, text) => {
      const trimmed = text.trim();
      if (!hasWords(trimmed) || allowed.has(trimmed)) return;
      context.report({ node, messageId: 'literal', data: { text: trimmed.slice(0, 60) } });
    };
    const checkExpression = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
      else if (node.type === 'TemplateLiteral')
        for (const quasi of node.quasis) check(quasi, quasi.value.cooked ?? '');
      else if (node.type === 'ConditionalExpression') {
        checkExpression(node.consequent);
        checkExpression(node.alternate);
      } else if (node.type === 'LogicalExpression') checkExpression(node.right);
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!shownAttributes.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value, String(node.value.value));
        else if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') {
          checkExpression(node.expression);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const [name, object] =
          callee.type === 'Identifier'
            ? [callee.name, undefined]
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? [callee.property.name, callee.object.type === 'Identifier' ? callee.object.name : '']
              : [];
        if (!name || !spokenCalls.has(name) || !spokenObjects.has(object)) return;
        if (object === undefined && !['announce', 'speak', 'say'].includes(name)) return;
        checkExpression(node.arguments[0]);
      },
    };
  },
};
