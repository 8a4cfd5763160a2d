// The shop's formatter against react-intl (which it replaced), on every message of the three catalogues
// with values of every kind its syntax asks for: the same text, and the same markup when tags make elements.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import enMessages from 'virtual:messages/en';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter, type FormatValues } from './format-message';

type Catalogue = Record<string, MessageFormatElement[]>;
// 999 and 1000 either side of the formatter's own digits for small counts; 123456 is grouped by lakhs in ta.
const COUNTS = [0, 1, 2, 5, 21, 999, 1000, 123_456];

/** Value sets for one message: each count for its plurals, each option for its selects. */
function valueSets(elements: readonly MessageFormatElement[]): FormatValues[] {
  const base: FormatValues = {};
  const selects = new Map<string, string[]>();
  let plural = false;
  const walk = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === 1) base[node.value] = `«${node.value}»`;
      if (node.type === 2) base[node.value] = node.style === 'percent' ? 0.375 : 12345.5;
      if (node.type === 8) {
        base[node.value] = (chunks: ReactNode[]) => createElement('b', { 'data-tag': node.value }, chunks);
        walk(node.children);
      }
      if (node.type === 5 || node.type === 6) {
        if (node.type === 5) selects.set(node.value, [...Object.keys(node.options), 'not-an-option']);
        else plural = true;
        for (const option of Object.values(node.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  const sets: FormatValues[] = [base];
  if (plural) {
    const counted = (count: number) => {
      const values: FormatValues = { ...base };
      const mark = (nodes: readonly MessageFormatElement[]) => {
        for (const node of nodes) {
          if (node.type === 6) values[node.value] = count;
          if (node.type === 5 || node.type === 6)
            for (const option of Object.values(node.options)) mark(option.value);
          if (node.type === 8) mark(node.children);
        }
      };
      mark(elements);
      return values;
    };
    sets.splice(0, 1, ...COUNTS.map(counted));
  }
  for (const [name, options] of selects) {
    for (const option of options) sets.push({ ...sets[0], [name]: option });
  }
  return sets;
}

const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

describe.each([
  ['en', enMessages, 'en-LK'],
  ['si', siMessages, 'si-LK'],
  ['ta', taMessages, 'ta-LK'],
] as const)('every %s message', (_language, catalogue, locale) => {
  const messages = catalogue as Catalogue;
  const ours = createMessageFormatter(locale, messages);
  const theirs = createIntl({ locale, messages, onError: () => undefined });

  it('says what react-intl said, with every kind of value', () => {
    let compared = 0;
    for (const [key, elements] of Object.entries(messages)) {
      for (const values of valueSets(elements)) {
        const expected = theirs.formatMessage({ id: key }, values as never) as ReactNode;
        const actual = ours.format(key, values);
        expect(typeof actual, key).toBe(typeof expected);
        expect(markup(actual), `${key} ${JSON.stringify(values)}`).toBe(markup(expected));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(Object.keys(messages).length);
  });

  it("writes numbers below a thousand, whole or with decimals, as the locale's Intl.NumberFormat does", () => {
    const intl = new Intl.NumberFormat(locale);
    const counting = createMessageFormatter(locale, {
      count: parse('{n, plural, other {#}}'),
      number: parse('{n, number}'),
    });
    for (let count = 0; count < 1000; count += 1) {
      expect(counting.format('count', { n: count })).toBe(intl.format(count));
    }
    const numbers = [
      -0, -1, 0.1, 1.5, 1.25, 1.125, 1.0625, 1.0005, 0.30000000000000004, 999.9995, 1e-7, 1000.5,
    ];
    for (const n of numbers) expect(counting.format('number', { n }), String(n)).toBe(intl.format(n));
  });

  it('gives the key for a missing message or value, as react-intl did', () => {
    expect(ours.format('no.such.message')).toBe('no.such.message');
    const needsValues = Object.entries(messages).find(([, elements]) =>
      elements.some((node) => node.type === 1),
    );
    if (!needsValues) throw new Error('no message with an argument');
    expect(ours.format(needsValues[0], {})).toBe(needsValues[0]);
    expect(ours.format(needsValues[0], {})).toBe(theirs.formatMessage({ id: needsValues[0] }, {}));
  });
});
