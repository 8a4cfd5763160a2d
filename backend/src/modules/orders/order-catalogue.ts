// The products an order is priced from. Reading them was one of an order's round trips, and they change
// seldom: they are remembered at the catalogue's version (migration 0007: any change to the products moves it
// on), and the order's statement stores the order only while the catalogue is still at that version as the
// statement starts (`NewOrder.pricedAtVersion`). An order the catalogue moved under is priced again from a
// fresh read.
import type { ProductsRepository } from '../products/products.repository';
import type { CatalogueProduct } from './order-pricing';

/** Products remembered at one version, at most; more starts again from the next read. */
export const REMEMBERED_PRODUCTS = 10_000;

export interface PricedProducts {
  rows: CatalogueProduct[];
  /** The catalogue's version they were read at; '' when none of them is in the catalogue. */
  version: string;
  /** From memory: they may have changed since. */
  remembered: boolean;
}

export interface PricingCatalogue {
  /** The active products among `ids`: remembered, or read now when one of them is not. */
  read(ids: string[]): Promise<PricedProducts>;
  /** The active products among `ids` read now, remembered in place of what was. */
  refresh(ids: string[]): Promise<PricedProducts>;
}

/** What pricing uses of a product (not its description or the rest), so a remembered one stays small. */
const priced = (row: CatalogueProduct): CatalogueProduct => ({
  id: row.id,
  name: row.name,
  priceCents: row.priceCents,
  images: row.images,
  sizes: row.sizes,
});

export function createPricingCatalogue(
  products: Pick<ProductsRepository, 'findActiveManyAt'>,
  limit = REMEMBERED_PRODUCTS,
): PricingCatalogue {
  let remembered = { version: '', rows: new Map<string, CatalogueProduct>() };
  const refresh = async (ids: string[]): Promise<PricedProducts> => {
    const fresh = await products.findActiveManyAt(ids);
    const rows = fresh.rows.map(priced);
    // A read that found none of them (a stale cart, an unknown id) says nothing of the catalogue's version.
    if (fresh.version === '') return { rows, version: '', remembered: false };
    if (fresh.version !== remembered.version || remembered.rows.size + rows.length > limit) {
      remembered = { version: fresh.version, rows: new Map() };
    }
    for (const row of rows) remembered.rows.set(row.id, row);
    return { rows, version: fresh.version, remembered: false };
  };
  return {
    async read(ids) {
      const rows = ids.map((id) => remembered.rows.get(id));
      if (remembered.version !== '' && rows.every((row) => row !== undefined)) {
        return { rows: rows as CatalogueProduct[], version: remembered.version, remembered: true };
      }
      return refresh(ids);
    },
    refresh,
  };
}
