import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../products/products.repository';
import { createPricingCatalogue } from './order-catalogue';

const priced = (id: string, priceCents = 1000) => ({ id, name: id, priceCents, images: [], sizes: ['M'] });
const row = (id: string, priceCents = 1000) =>
  ({ ...priced(id, priceCents), description: 'long words' }) as unknown as ProductRow;

/** A catalogue at a version the test moves on, counting its reads. */
function fakeCatalogue() {
  const state = {
    version: '1',
    reads: [] as string[][],
    rows: new Map([
      ['a', row('a')],
      ['b', row('b')],
    ]),
  };
  return {
    state,
    findActiveManyAt: async (ids: string[]) => {
      state.reads.push(ids);
      const rows = ids.flatMap((id) => state.rows.get(id) ?? []);
      return { rows, version: rows.length > 0 ? state.version : '' };
    },
  };
}

describe('the products orders are priced from', () => {
  it('reads products once, then answers them as remembered at the version they were read at', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products);
    expect(await pricing.read(['a'])).toEqual({ rows: [priced('a')], version: '1', remembered: false });
    expect(await pricing.read(['a'])).toEqual({ rows: [priced('a')], version: '1', remembered: true });
    expect(products.state.reads).toEqual([['a']]);
  });

  it('keeps only what pricing uses of a product', async () => {
    const pricing = createPricingCatalogue(fakeCatalogue());
    await pricing.read(['a']);
    expect((await pricing.read(['a'])).rows[0]).not.toHaveProperty('description');
  });

  it('reads all of an order’s products when one of them is not remembered, and remembers them beside the rest', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products);
    await pricing.read(['a']);
    expect((await pricing.read(['a', 'b'])).remembered).toBe(false);
    expect((await pricing.read(['b'])).remembered).toBe(true);
    expect(products.state.reads).toEqual([['a'], ['a', 'b']]);
  });

  it('starts again from a read at a newer version', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products);
    await pricing.read(['a']);
    products.state.version = '2';
    products.state.rows.set('a', row('a', 2000));
    await pricing.read(['b']);
    // a was remembered at version 1, which the read of b (version 2) replaced.
    expect(await pricing.read(['a'])).toEqual({ rows: [priced('a', 2000)], version: '2', remembered: false });
  });

  it('reads again when asked to refresh, and remembers what it read', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products);
    await pricing.read(['a', 'b']);
    products.state.version = '2';
    products.state.rows.set('a', row('a', 2000));
    expect(await pricing.refresh(['a'])).toEqual({
      rows: [priced('a', 2000)],
      version: '2',
      remembered: false,
    });
    expect(await pricing.read(['a'])).toEqual({ rows: [priced('a', 2000)], version: '2', remembered: true });
    // b was remembered at version 1 only.
    expect((await pricing.read(['b'])).remembered).toBe(false);
  });

  it('never remembers a product that is not in the catalogue, nor forgets the rest for it', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products);
    await pricing.read(['a']);
    expect(await pricing.read(['gone'])).toEqual({ rows: [], version: '', remembered: false });
    expect((await pricing.read(['gone'])).remembered).toBe(false);
    expect((await pricing.read(['a'])).remembered).toBe(true);
  });

  it('remembers at most its limit', async () => {
    const products = fakeCatalogue();
    const pricing = createPricingCatalogue(products, 1);
    await pricing.read(['a']);
    await pricing.read(['b']);
    expect((await pricing.read(['b'])).remembered).toBe(true);
    expect((await pricing.read(['a'])).remembered).toBe(false);
  });
});
