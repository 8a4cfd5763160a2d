import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  type Product,
  type ProductInput,
  type ProductListFilter,
  type ProductListResponse,
} from '@store/contracts/products';
import { notFound } from '@store/server-kit/errors';
import { fromCents, toCents } from '@store/contracts/money';
import type { ProductRow, ProductsRepository } from './products.repository';

export function toProductDto(row: ProductRow): Product {
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
  };
}

export function createProductsService(repository: ProductsRepository) {
  return {
    /**
     * One page of the catalogue. Without a `limit` a page holds PRODUCT_LIST_DEFAULT_LIMIT products, or every
     * product an `ids` lookup names (at most PRODUCT_LIST_MAX_IDS, the contract's bound).
     */
    async list(filter: ProductListFilter): Promise<Omit<ProductListResponse, 'success'>> {
      const page = filter.page ?? 1;
      const limit = filter.limit ?? (filter.ids.length > 0 ? filter.ids.length : PRODUCT_LIST_DEFAULT_LIMIT);
      const { rows, total } = await repository.list({ ...filter, page, limit });
      return { products: rows.map(toProductDto), total, page, limit };
    },

    async get(id: string): Promise<Product> {
      const row = await repository.findActive(id);
      if (!row) throw notFound('Product not found.');
      return toProductDto(row);
    },

    /** Admin: a new product with its already stored image URLs (first one the cover). */
    async add(input: ProductInput, imageUrls: string[]): Promise<Product> {
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
          sizes: [...new Set(input.sizes)],
          bestseller: input.bestseller,
        },
      ]);
      if (!row) throw new Error('product insert returned no row');
      return toProductDto(row);
    },

    /** Admin: soft delete; a product already removed or never known is a 404. */
    async remove(id: string): Promise<void> {
      if (!(await repository.softDelete(id))) throw notFound('Product not found.');
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
