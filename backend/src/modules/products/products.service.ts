import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  type Product,
  type ProductInput,
  type ProductListFilter,
  type ProductListResponse,
} from '@store/contracts/products';
import { badRequest, notFound } from '@store/server-kit/errors';
import { fromCents, toCents } from '@store/contracts/money';
import type { ProductRow, ProductsRepository } from './products.repository';
import type { StockEvents } from './stock-events';
import type { StockLevels, StockRepository } from './stock.repository';

export function toProductDto(row: ProductRow, stock: StockLevels = {}): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.priceCents),
    image: row.images.map((image) => image.url),
    imageAlt: row.images.map((image) => image.alt),
    category: row.category,
    subCategory: row.subCategory,
    sizes: row.sizes,
    bestseller: row.bestseller,
    date: row.createdAt.getTime(),
    stock: Object.fromEntries(row.sizes.map((size) => [size, stock[size] ?? 0])),
  };
}

export function createProductsService(
  repository: ProductsRepository,
  stock: StockRepository,
  stockEvents: StockEvents,
) {
  const withStock = async (rows: ProductRow[]): Promise<Product[]> => {
    const levels = await stock.levels(rows);
    return rows.map((row) => toProductDto(row, levels.get(row.id)));
  };

  const get = async (id: string): Promise<Product> => {
    const row = await repository.findActive(id);
    if (!row) throw notFound('Product not found.');
    const [product] = await withStock([row]);
    if (!product) throw notFound('Product not found.');
    return product;
  };

  return {
    /**
     * One page of the catalogue. Without a `limit` a page holds PRODUCT_LIST_DEFAULT_LIMIT products, or every
     * product an `ids` lookup names (at most PRODUCT_LIST_MAX_IDS, the contract's bound).
     */
    async list(filter: ProductListFilter): Promise<Omit<ProductListResponse, 'success'>> {
      const page = filter.page ?? 1;
      const limit = filter.limit ?? (filter.ids.length > 0 ? filter.ids.length : PRODUCT_LIST_DEFAULT_LIMIT);
      const { rows, total } = await repository.list({ ...filter, page, limit });
      return { products: await withStock(rows), total, page, limit };
    },

    get,

    /** Admin: a new product with its already stored image URLs (first one the cover) and its stock. */
    async add(input: ProductInput, imageUrls: string[]): Promise<Product> {
      const sizes = [...new Set(input.sizes)];
      const unknown = Object.keys(input.stock).find((size) => !sizes.includes(size));
      if (unknown)
        throw badRequest(`stock.${unknown}: ${unknown} is not one of the sizes (${sizes.join(', ')}).`);
      const [row] = await repository.insertMany([
        {
          name: input.name,
          description: input.description,
          priceCents: toCents(input.price),
          images: imageUrls.map((url, index) => ({
            url,
            alt: input.imageAlt[index] || `${input.name}, picture ${index + 1} of ${imageUrls.length}`,
          })),
          category: input.category,
          subCategory: input.subCategory,
          sizes,
          bestseller: input.bestseller,
        },
      ]);
      if (!row) throw new Error('product insert returned no row');
      await stock.set(sizes.map((size) => ({ productId: row.id, size, quantity: input.stock[size] ?? 0 })));
      stockEvents.changed([row.id]);
      return toProductDto(row, input.stock);
    },

    /**
     * Admin: sets how many of one size are available. Every stock change (this one, orders taking stock,
     * cancels and failed payments giving it back) is told to `stockEvents`.
     */
    async setStock(productId: string, size: string, quantity: number): Promise<Product> {
      const row = await repository.findActive(productId);
      if (!row) throw notFound('Product not found.');
      if (!row.sizes.includes(size)) {
        throw badRequest(`size: ${row.name} comes in ${row.sizes.join(', ')}, not ${size}.`);
      }
      await stock.set([{ productId, size, quantity }]);
      stockEvents.changed([productId]);
      return get(productId);
    },

    /** Admin: soft delete; a product already removed or never known is a 404. */
    async remove(id: string): Promise<void> {
      if (!(await repository.softDelete(id))) throw notFound('Product not found.');
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
