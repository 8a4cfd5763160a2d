// English words for a count, chosen by the language's plural rules (Intl.PluralRules) rather than by hand:
// "1 item", "0 items", "1.5 pixels", "-1 rupee".
const english = new Intl.PluralRules('en');

/** `one` when English takes the count as singular, else `other` (by default `one` with an "s"). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return english.select(count) === 'one' ? one : other;
}

/** The count and its word: "1 item", "3 items". */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${plural(count, one, other)}`;
}
