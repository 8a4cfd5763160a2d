// Contract validation messages in the shopper's language. The contracts' zod schemas speak English (the
// servers answer with the same words), and a form shows their messages (react-hook-form's zodResolver, a
// refused keystroke) through here: each message is matched to a catalogue key by its exact text, or by a
// pattern whose named groups become the message's values ("City is required." → "{field} is required.").
// A form lists its contract's own messages as rules; the ones every contract shares (required, too long)
// are built in. `contractMessages(schema)` lists every message a schema can give, for the form's test that
// fails when one of them has no rule.
import { t, type MessageKey } from '../i18n/i18n';

/** One contract message (its English text, or a pattern with named groups) and its catalogue key. */
export type FormMessageRule = readonly [english: string | RegExp, key: MessageKey];

/** The messages of contracts/src/common.ts `text()` and of every per-field required and length rule. */
export const commonFormMessages: readonly FormMessageRule[] = [
  [/^(?<field>.+) is required\.$/, 'common.form.required'],
  [/^(?<field>.+) must be at most (?<max>\d+) characters\.$/, 'common.form.tooLong'],
];

export interface FormMessageMatch {
  key: MessageKey;
  /** The pattern's named groups; numbers as numbers, so the message formats them for the locale. */
  values: Record<string, string | number>;
}

/** The catalogue key for a contract message: the form's own rules first, then the shared ones. */
export function matchFormMessage(
  message: string,
  rules: readonly FormMessageRule[] = [],
): FormMessageMatch | undefined {
  for (const [english, key] of [...rules, ...commonFormMessages]) {
    if (typeof english === 'string') {
      if (english === message) return { key, values: {} };
      continue;
    }
    const found = english.exec(message);
    if (!found) continue;
    const values = Object.entries(found.groups ?? {}).map(
      ([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value] as const,
    );
    return { key, values: Object.fromEntries(values) };
  }
  return undefined;
}

/**
 * A contract's English message in the shopper's language. `field` is the field's label as the form shows
 * it (already translated): a message that names its field names it so. A message no rule knows stays as
 * the contract wrote it (the form's contract test fails first).
 */
export function translateFormMessage(
  message: string | undefined,
  rules: readonly FormMessageRule[] = [],
  field?: string,
): string | undefined {
  if (!message) return message;
  const match = matchFormMessage(message, rules);
  if (!match) return message;
  return t(match.key, field === undefined ? match.values : { ...match.values, field });
}

interface ZodLike {
  _zod?: { def?: Record<string, unknown> };
}

/**
 * Every message a zod schema (or check) can give, read from its definition: type errors, checks and
 * refinements, through objects, pipes, unions, arrays, optionals and defaults. Only messages the contract
 * wrote itself are found (zod's own defaults are not the shop's words).
 */
export function contractMessages(schema: unknown): Set<string> {
  const messages = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as ZodLike)._zod?.def;
    if (!def) return;
    if (typeof def.error === 'function') {
      const said: unknown = (def.error as (issue: object) => unknown)({
        code: 'custom',
        input: undefined,
        path: [],
      });
      if (typeof said === 'string') messages.add(said);
      else if (said && typeof said === 'object' && 'message' in said && typeof said.message === 'string') {
        messages.add(said.message);
      }
    }
    for (const child of [def.checks, def.options, def.items].flat()) walk(child);
    for (const name of [
      'in',
      'out',
      'innerType',
      'schema',
      'element',
      'left',
      'right',
      'valueType',
      'keyType',
    ]) {
      walk(def[name]);
    }
    const shape = typeof def.shape === 'object' && def.shape !== null ? Object.values(def.shape) : [];
    for (const child of shape) walk(child);
  };
  walk(schema);
  return messages;
}
