// Believable shelf counts for the demo catalogue: bestsellers stocked deeper, middle sizes deeper than the
// edges, and a few sizes sold out or nearly so, so the shop's "sold out" and "Only N left" can be seen.
import type { CatalogueEntry } from './catalogue';

/** Sizes that have run out or run low in the demo (name → size → count). */
const exceptions: Record<string, Record<string, number>> = {
  'Classic Denim Jeans': { M: 0, L: 2 },
  'Fleece Pullover Hoodie': { S: 0, XL: 1 },
  'Floral Print Blouse': { L: 0, M: 3 },
  'Puffer Jacket': { S: 0, M: 0 },
  'Linen Palazzo Pants': { XL: 2 },
  'Kids Party Blouse': { S: 1 },
  'Kids Rain Jacket': { L: 0 },
};

export function demoStock(entry: CatalogueEntry, index: number): Record<string, number> {
  const middle = (entry.sizes.length - 1) / 2;
  return Object.fromEntries(
    entry.sizes.map((size, position) => {
      const planned = exceptions[entry.name]?.[size];
      if (planned !== undefined) return [size, planned];
      const depth = entry.bestseller ? 40 : 15;
      // Deterministic spread, so every run of the seed gives the same shelf.
      const spread = (index * 7 + position * 11) % 17;
      const edge = Math.round(Math.abs(position - middle) * 4);
      return [size, Math.max(4, depth + spread - edge)];
    }),
  );
}
