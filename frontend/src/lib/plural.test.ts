import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('plural', () => {
  it.each([
    [1, 'item'],
    [0, 'items'],
    [2, 'items'],
    [1.5, 'items'],
    [-1, 'item'],
  ])('says %s %s', (count, word) => {
    expect(plural(count, 'item')).toBe(word);
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'is', 'are')).toBe('is');
    expect(plural(3, 'is', 'are')).toBe('are');
  });
});

describe('countOf', () => {
  it('puts the count before its word', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(12, 'product')).toBe('12 products');
  });
});
