// The products an order is priced from. Reading them was one of an order's round trips, and they change
// seldom: they are remembered at the catalogue's version (migration 0007: any change to the products moves it
// on), and the order's statement stores the order only while the catalogue is still at that version
// (`NewOrder.pricedAtVersion`). An order the catalogue moved under is priced again from a fresh read.
import type { ProductRow, ProductsRepository } from '../products/products.repository';

/** Products remembered at one version, at most; more starts again from the next read. */
export const REMEMBERED_PRODUCTS = 10_000;

export interface PricingCatalogue {
  /**
   * The active products among `ids` and the version they are at: remembered (`remembered`: they may have changed
   * since), or read now when one of them is not remembered.
   */
  read(ids: string[]): Promise<{ rows: ProductRow[]; version: string; remembered: boolean }>;
  /** Forgets what is remembered: an order found the catalogue moved on since. */
  forget(): void;
}

export function createPricingCatalogue(
  products: Pick<ProductsRepository, 'findActiveManyAt'>,
  limit = REMEMBERED_PRODUCTS,
): PricingCatalogue {
  let remembered = { version: '', rows: new Map<string, ProductRow>() };
  return {
    async read(ids) {
      const rows = ids.map((id) => remembered.rows.get(id));
      if (remembered.version !== '' && rows.every((row) => row !== undefined)) {
        return { rows: rows as ProductRow[], version: remembered.version, remembered: true };
      }
      const fresh = await products.findActiveManyAt(ids);
      if (fresh.version !== remembered.version || remembered.rows.size + fresh.rows.length > limit) {
        remembered = { version: fresh.version, rows: new Map() };
      }
      for (const row of fresh.rows) remembered.rows.set(row.id, row);
      return { ...fresh, remembered: false };
    },
    forget() {
      remembered = { version: '', rows: new Map() };
    },
  };
}
