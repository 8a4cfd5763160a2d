// ICU MessageFormat, formatted from the syntax trees the catalogues arrive as (icu-messages-plugin.ts): the
// part of FormatJS the shop's messages use (arguments, numbers and percents, plural with `#` and `=n`,
// select, and `<tag>` markup) in a few hundred bytes, where react-intl took 9 KB of every first load.
// It answers as react-intl did, part for part (format-message.test.ts compares them on every message of the
// three catalogues): a string when every part is text, else keyed React nodes; a missing message or value
// gives the message's key.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Children, Fragment, createElement, isValidElement, type ReactNode } from 'react';

/** The element kinds of FormatJS's syntax tree (its TYPE enum, whose module would bring the parser along). */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

type Part = { text: true; value: string } | { text: false; value: unknown };
export type FormatValues = Record<string, unknown>;

class MissingValue extends Error {}

const PLAIN_NUMBER = /^\d{1,3}(\.\d{1,3})?$/;

export function createMessageFormatter(locale: string, messages: Record<string, MessageFormatElement[]>) {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (style?: 'percent') => {
    const key = style ?? '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, style ? { style } : undefined);
      numberFormats.set(key, format);
    }
    return format;
  };
  // A number below a thousand with at most three decimals is written the same in all three languages
  // (western digits, a full stop, nothing to group or round): no Intl.NumberFormat for it, whose first use
  // loads the browser's number data on a phone's main thread.
  const formatNumber = (value: number, style?: 'percent') =>
    !style && !Object.is(value, -0) && PLAIN_NUMBER.test(String(value))
      ? String(value)
      : numberFormat(style).format(value);
  const pluralRules = new Intl.PluralRules(locale);
  const ordinalRules = new Intl.PluralRules(locale, { type: 'ordinal' });

  function parts(elements: readonly MessageFormatElement[], values: FormatValues, pound?: number): Part[] {
    const result: Part[] = [];
    for (const element of elements) {
      if (element.type === LITERAL) {
        result.push({ text: true, value: element.value });
        continue;
      }
      if (element.type === POUND) {
        if (pound !== undefined) result.push({ text: true, value: formatNumber(pound) });
        continue;
      }
      if (!(element.value in values)) throw new MissingValue(element.value);
      const value = values[element.value];
      if (element.type === ARGUMENT) {
        if (typeof value === 'string' || typeof value === 'number')
          result.push({ text: true, value: String(value) });
        else if (!value) result.push({ text: true, value: '' });
        else result.push({ text: false, value });
      } else if (element.type === NUMBER) {
        const style = element.style === 'percent' ? 'percent' : undefined;
        result.push({ text: true, value: formatNumber(value as number, style) });
      } else if (element.type === TAG) {
        const wrap = value as (chunks: ReactNode[]) => ReactNode;
        const inner = parts(element.children, values, pound).map((part) => part.value as ReactNode);
        const chunks = wrap(keyed(inner));
        for (const chunk of Array.isArray(chunks) ? (chunks as unknown[]) : [chunks]) {
          result.push(
            typeof chunk === 'string' ? { text: true, value: chunk } : { text: false, value: chunk },
          );
        }
      } else if (element.type === SELECT) {
        const option = Object.hasOwn(element.options, String(value))
          ? element.options[String(value)]
          : element.options.other;
        if (!option) throw new MissingValue(element.value);
        result.push(...parts(option.value, values));
      } else if (element.type === PLURAL) {
        const count = value as number;
        const offset = element.offset || 0;
        const rules = element.pluralType === 'ordinal' ? ordinalRules : pluralRules;
        const exact = `=${count}`;
        const rule = rules.select(count - offset);
        const option = Object.hasOwn(element.options, exact)
          ? element.options[exact]
          : Object.hasOwn(element.options, rule)
            ? element.options[rule]
            : element.options.other;
        if (!option) throw new MissingValue(element.value);
        result.push(...parts(option.value, values, count - offset));
      }
    }
    return result;
  }

  /** `key`'s message with `values`: a string, or React nodes when markup or a value made elements. */
  function format(key: string, values: FormatValues = {}): ReactNode {
    const message = messages[key];
    if (!message) return warn(key, 'is missing');
    let formatted: Part[];
    try {
      formatted = parts(message, values);
    } catch (error) {
      if (error instanceof MissingValue) return warn(key, `needs a value for "${error.message}"`);
      throw error;
    }
    if (formatted.length === 1) return formatted[0]?.value as ReactNode;
    const merged: unknown[] = [];
    for (const part of formatted) {
      const last = merged.length - 1;
      if (part.text && typeof merged[last] === 'string') merged[last] += part.value;
      else merged.push(part.value);
    }
    if (merged.length <= 1) return (merged[0] as ReactNode) ?? '';
    return keyed(merged as ReactNode[]);
  }

  return { locale, messages, format };
}

export type MessageFormatter = ReturnType<typeof createMessageFormatter>;

/** Nodes as React wants them in a list: each element keyed by its place. */
function keyed(nodes: ReactNode[]): ReactNode[] {
  return Children.toArray(nodes).map((node, index) =>
    isValidElement(node) ? createElement(Fragment, { key: index }, node) : node,
  );
}

function warn(key: string, problem: string): string {
  // A missing or broken message is a bug the catalogue test catches; say it, never break the screen.
  if (import.meta.env.DEV) console.warn(`Message "${key}" ${problem}.`);
  return key;
}
