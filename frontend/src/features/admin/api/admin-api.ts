// The store admin's calls: products (list, add with images, remove) and orders (list, change status).
import type {
  AdminOrderListBody,
  AdminOrderListResponse,
  Order,
  OrderStatusBody,
} from '@store/contracts/orders';
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  ProductStockBody,
} from '@store/contracts/products';
import axios from 'axios';
import { apiClient } from '../../../lib/api-client';

export interface AdminProductQuery {
  search: string;
  page: number;
  limit: number;
  /** Only products with some size at 3 or fewer left (sold out included). */
  lowStock?: boolean;
}

/** GET /api/product/list with a search and a page. */
export async function listProducts(
  query: AdminProductQuery,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.lowStock) params.set('lowStock', 'true');
  const { data } = await apiClient.get<ProductListResponse>(`/api/product/list?${params.toString()}`, {
    signal,
  });
  return data;
}

export interface NewProduct {
  name: string;
  description: string;
  price: number;
  category: string;
  subCategory: string;
  sizes: string[];
  /** Size → number on the shelf. */
  stock: Record<string, number>;
  bestseller: boolean;
  images: Array<{ file: File; alt: string }>;
}

/** POST /api/product/add (multipart): image1…image4 and one imageAlt per image, in order. */
export async function addProduct(
  product: NewProduct,
  onProgress: (fraction: number) => void,
): Promise<Product> {
  const form = new FormData();
  form.append('name', product.name);
  form.append('description', product.description);
  form.append('price', String(product.price));
  form.append('category', product.category);
  form.append('subCategory', product.subCategory);
  form.append('sizes', JSON.stringify(product.sizes));
  form.append('stock', JSON.stringify(product.stock));
  form.append('bestseller', String(product.bestseller));
  product.images.forEach(({ file, alt }, index) => {
    form.append(`image${index + 1}`, file);
    form.append('imageAlt', alt);
  });
  const { data } = await apiClient.post<{ success: true; product: Product }>('/api/product/add', form, {
    // Not the client's JSON default: axios hands FormData to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return data.product;
}

/** POST /api/product/stock: sets how many of one size are on the shelf; answers the product. */
export async function setProductStock(body: ProductStockBody): Promise<Product> {
  const { data } = await apiClient.post<ProductResponse>('/api/product/stock', body);
  return data.product;
}

/** DELETE /api/product/:id (the API keeps the product for old orders, hidden from the shop). */
export async function removeProduct(id: string): Promise<void> {
  await apiClient.delete(`/api/product/${encodeURIComponent(id)}`);
}

/** POST /api/order/list: every shopper's orders, newest first, filtered and paged. */
export async function listOrders(
  body: AdminOrderListBody,
  signal?: AbortSignal,
): Promise<AdminOrderListResponse> {
  const { data } = await apiClient.post<AdminOrderListResponse>('/api/order/list', body, { signal });
  return data;
}

/** POST /api/order/status: one step along the order machine. */
export async function changeOrderStatus(body: OrderStatusBody): Promise<Order> {
  const { data } = await apiClient.post<{ success: true; order: Order }>('/api/order/status', body);
  return data.order;
}

/** An upload refusal in words: 413 (too large) and 415 (not an image) name the image. */
export function uploadErrorText(error: unknown): string {
  if (!axios.isAxiosError(error))
    return error instanceof Error ? error.message : 'The product could not be added.';
  const status = error.response?.status;
  const data: unknown = error.response?.data;
  const message =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : '';
  const image = /image(\d)/.exec(message)?.[1];
  const which = image ? `Image ${image}` : 'An image';
  if (status === 413) return `${which} is too large for the shop to accept. Please choose a smaller file.`;
  if (status === 415) return `${which} is not a JPEG, PNG or WebP picture. Please choose one of those.`;
  if (!error.response)
    return 'The shop could not be reached, so the product was not added. Please try again.';
  return message || 'The product could not be added.';
}
