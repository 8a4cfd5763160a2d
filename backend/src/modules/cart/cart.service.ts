// The signed-in shopper's cart: every change is checked against the catalogue, stored, and announced to
// listeners (the socket relay) so the shopper's other tabs and their helper see it at once.
import type { CartAvailability, CartData } from '@store/contracts/cart';
import { AppError, badRequest } from '@store/server-kit/errors';
import type { ProductsRepository } from '../products/products.repository';
import type { StockRepository } from '../products/stock.repository';
import type { CartLine, CartRepository } from './cart.repository';

export type CartListener = (userId: string, cart: CartData, origin?: string) => void;

export function linesToCartData(lines: CartLine[]): CartData {
  const cart: CartData = {};
  for (const line of lines) {
    const sizes = (cart[line.productId] ??= {});
    sizes[line.size] = line.quantity;
  }
  return cart;
}

export function cartDataToLines(cart: CartData): CartLine[] {
  return Object.entries(cart).flatMap(([productId, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ productId, size, quantity })),
  );
}

/** The 409 for asking the cart for more than the shelf holds (the same words as at PLACE ORDER). */
function notEnough(name: string, size: string, available: number, wanted: number): AppError {
  const what = `${name} in size ${size}`;
  const message =
    available === 0
      ? `${what} is sold out.`
      : `Only ${available} of ${what} ${available === 1 ? 'is' : 'are'} left; your cart would hold ${wanted}.`;
  return new AppError(409, message, 'out_of_stock', { size, available, requested: wanted });
}

export function createCartService(
  cart: CartRepository,
  products: ProductsRepository,
  stock: StockRepository,
) {
  const listeners = new Set<CartListener>();
  const writeListeners = new Set<(userId: string) => void>();

  const read = async (userId: string) => linesToCartData(await cart.lines(userId));

  const changed = async (userId: string, origin?: string) => {
    // Told before the cart is read back: a read that fails must not leave anyone holding the cart before.
    for (const listener of writeListeners) listener(userId);
    const data = await read(userId);
    for (const listener of listeners) listener(userId, data, origin);
    return data;
  };

  /** Splits lines into those naming a product and size in the catalogue, and the rest. */
  const sortOut = async (lines: CartLine[]) => {
    const found = await products.findActiveMany([...new Set(lines.map((line) => line.productId))]);
    const sizesById = new Map(found.map((product) => [product.id, new Set(product.sizes)]));
    const valid: CartLine[] = [];
    const invalid: CartLine[] = [];
    for (const line of lines) (sizesById.get(line.productId)?.has(line.size) ? valid : invalid).push(line);
    return { valid, invalid };
  };

  const requireKnown = async (productId: string, size: string) => {
    const product = await products.findActive(productId);
    if (!product) throw badRequest('itemId: this product is not in the catalogue.');
    if (!product.sizes.includes(size)) {
      throw badRequest(`size: ${product.name} comes in ${product.sizes.join(', ')}, not ${size}.`);
    }
    return product;
  };

  /**
   * Refuses to raise a line above what is on the shelf. Lowering a line is always allowed, so a line that
   * became short can be brought down step by step. The order takes the stock; this is only a courtesy.
   */
  const requireOnShelf = async (
    userId: string,
    productId: string,
    size: string,
    wanted: (current: number) => number,
  ) => {
    const product = await requireKnown(productId, size);
    const current =
      (await cart.lines(userId)).find((line) => line.productId === productId && line.size === size)
        ?.quantity ?? 0;
    const quantity = wanted(current);
    if (quantity <= current) return;
    const available = await stock.available(productId, size);
    if (quantity > available) throw notEnough(product.name, size, available, quantity);
  };

  return {
    get: read,

    /** The cart and how many of each line's size are available, read together (the cart page's one call). */
    async getWithAvailability(userId: string): Promise<{ cartData: CartData; available: CartAvailability }> {
      const lines = await cart.linesWithStock(userId);
      const available: CartAvailability = {};
      for (const line of lines) (available[line.productId] ??= {})[line.size] = line.available;
      return { cartData: linesToCartData(lines), available };
    },

    /** How many of each line's size are available now, for the cart's lines (products still listed). */
    async availability(data: CartData): Promise<CartAvailability> {
      const found = await products.findActiveMany(Object.keys(data));
      const levels = await stock.levels(found);
      const result: CartAvailability = {};
      for (const [productId, sizes] of Object.entries(data)) {
        const product = levels.get(productId);
        if (!product) continue;
        result[productId] = Object.fromEntries(Object.keys(sizes).map((size) => [size, product[size] ?? 0]));
      }
      return result;
    },

    onChange(listener: CartListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Subscribes to a shopper's cart being written, told as soon as the write is stored. */
    onWrite(listener: (userId: string) => void): () => void {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },

    /**
     * Tells the listeners about a change stored outside this service: an order or a confirmed card payment
     * empties the cart inside its own transaction, and calls this once that transaction has committed.
     */
    async announce(userId: string): Promise<void> {
      await changed(userId);
    },

    async add(userId: string, productId: string, size: string): Promise<CartData> {
      await requireOnShelf(userId, productId, size, (current) => current + 1);
      await cart.increment(userId, productId, size);
      return changed(userId);
    },

    async update(userId: string, line: CartLine): Promise<CartData> {
      if (line.quantity > 0) await requireOnShelf(userId, line.productId, line.size, () => line.quantity);
      await cart.setQuantity(userId, line);
      return changed(userId);
    },

    /** Replaces the cart with one sent whole (socket `cart_update`); unknown items are refused. */
    async replace(userId: string, data: CartData, origin?: string): Promise<CartData> {
      const { valid, invalid } = await sortOut(cartDataToLines(data));
      if (invalid.some((line) => line.quantity > 0)) {
        throw badRequest('cartData: the cart names a product or size that is not in the catalogue.');
      }
      await cart.replace(userId, valid);
      return changed(userId, origin);
    },

    /**
     * Adds a guest cart into the stored one at login. Items that left the catalogue since the guest added
     * them are dropped, and the message says so, rather than refusing the whole merge.
     */
    async merge(userId: string, data: CartData): Promise<{ cartData: CartData; dropped: number }> {
      const { valid, invalid } = await sortOut(cartDataToLines(data));
      await cart.addQuantities(userId, valid);
      return { cartData: await changed(userId), dropped: invalid.filter((line) => line.quantity > 0).length };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
/** What code that empties a cart by itself needs: a way to have the change announced. */
export type CartAnnouncer = Pick<CartService, 'announce'>;
