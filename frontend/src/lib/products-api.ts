// The catalogue calls every screen shares (GET /api/product/list and /api/product/:id), cached by query.
// A failed list shows the spec's toast 'Error fetching products' once per failed request.
import type {
  Product,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from '@store/contracts/products';
import axios from 'axios';
import { apiClient } from './api-client';
import { messages, notify } from './notify';
import { useQuery } from './use-query';

export type ProductListParams = {
  category?: readonly string[];
  subCategory?: readonly string[];
  search?: string;
  sort?: NonNullable<ProductListQuery['sort']>;
  bestseller?: boolean;
  page?: number;
  limit?: number;
};

/** Query string in the API's repeatable form (category=Men&category=Women). */
export function productListSearch(params: ProductListParams): string {
  const query = new URLSearchParams();
  for (const category of params.category ?? []) query.append('category', category);
  for (const subCategory of params.subCategory ?? []) query.append('subCategory', subCategory);
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sort && params.sort !== 'relavent') query.set('sort', params.sort);
  if (params.bestseller !== undefined) query.set('bestseller', String(params.bestseller));
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  return query.toString();
}

/** GET /api/product/list: newest first unless sorted (the order is the server's; never reversed here). */
export async function getProductList(params: ProductListParams = {}): Promise<ProductListResponse> {
  const search = productListSearch(params);
  const { data } = await apiClient.get<ProductListResponse>(`/api/product/list${search ? `?${search}` : ''}`);
  return data;
}

/** GET /api/product/:id; resolves null when there is no such product (404). */
export async function getProduct(id: string): Promise<Product | null> {
  try {
    const { data } = await apiClient.get<ProductResponse>(`/api/product/${encodeURIComponent(id)}`);
    return data.product;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

export function useProductList(params: ProductListParams = {}, options: { keepPrevious?: boolean } = {}) {
  const search = productListSearch(params);
  return useQuery(
    `products?${search}`,
    () =>
      getProductList(params).catch((error: unknown) => {
        notify.error(messages.fetchProducts, { toastId: 'fetch-products' });
        throw error;
      }),
    options,
  );
}

export function useProduct(id: string | undefined) {
  return useQuery(id ? `product/${id}` : null, () => getProduct(id ?? ''));
}
