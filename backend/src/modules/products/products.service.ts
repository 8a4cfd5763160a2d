import type { Product, ProductListFilter } from '@store/contracts/products';
import { notFound } from '@store/server-kit/errors';
import { fromCents } from '../../lib/money';
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
    async list(filter: ProductListFilter) {
      const { rows, total } = await repository.list(filter);
      return { products: rows.map(toProductDto), total, page: filter.page ?? 1, limit: filter.limit ?? null };
    },

    async get(id: string): Promise<Product> {
      const row = await repository.findActive(id);
      if (!row) throw notFound('Product not found.');
      return toProductDto(row);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
