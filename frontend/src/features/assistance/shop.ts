// What live help needs from the shop's other features, handed in by the app (features never import each
// other): the catalogue's products by id, its search, and adding to the cart.
import type { Product } from '@store/contracts/products';
import type { UseQueryResult } from '@tanstack/react-query';

/** The catalogue's products a cart or a card names (the product feature's query). */
export type ProductsByIds = (ids: readonly string[]) => UseQueryResult<Product[]>;

/** The store's own search, as the collection runs it: up to one page of results; disabled while empty. */
export type ProductSearch = (search: string) => UseQueryResult<Product[]>;

/** The shopper's side of the cards a helper sends. */
export interface ChatShop {
  useProductsByIds: ProductsByIds;
  /** Adds one of the size to the cart; resolves false when it was refused (and already said why). */
  addToCart: (productId: string, size: string) => Promise<boolean>;
}
