// The store admin's calls: products (list, add with images, read and change their words in every language,
// remove) and orders (list, change status).
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
  ProductUpdate,
  TranslatedLanguage,
} from '@store/contracts/products';
import { translatedLanguages } from '@store/contracts/products';
import { t } from '../../../i18n/i18n';
import { apiClient } from '../../../lib/api-client';
import { isHttpError } from '../../../lib/http-client';
import { messageForError } from '../../../lib/error-messages';

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

/** A product's name and description in one other language, as typed (empty: no translation). */
export interface TranslatedText {
  name?: string;
  description?: string;
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
  /** Each picture with its English alt text and its alt text in Sinhala and Tamil (empty: none). */
  images: Array<{ file: File; alt: string; alts?: Partial<Record<TranslatedLanguage, string>> }>;
  translations?: Partial<Record<TranslatedLanguage, TranslatedText>>;
}

type TranslationsBody = NonNullable<ProductUpdate['translations']>;

/**
 * The Sinhala and Tamil text of a new product as POST /api/product/add takes it (its `translations`
 * field): only what was typed, the alt texts by picture position; undefined when nothing was.
 */
export function newTranslations(product: NewProduct): TranslationsBody | undefined {
  const body: TranslationsBody = {};
  for (const language of translatedLanguages) {
    const typed = product.translations?.[language];
    const name = typed?.name?.trim();
    const description = typed?.description?.trim();
    const imageAlts = product.images.map(({ alts }) => alts?.[language]?.trim() ?? '');
    const text = {
      ...(name ? { name } : {}),
      ...(description ? { description } : {}),
      ...(imageAlts.some(Boolean) ? { imageAlts } : {}),
    };
    if (Object.keys(text).length > 0) body[language] = text;
  }
  return Object.keys(body).length > 0 ? body : undefined;
}

/**
 * POST /api/product/add (multipart): image1…image4 and one imageAlt per image, in order; the Sinhala and
 * Tamil text as one JSON field, `translations`.
 */
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
  const translations = newTranslations(product);
  if (translations) form.append('translations', JSON.stringify(translations));
  const { data } = await apiClient.post<{ success: true; product: Product }>('/api/product/add', form, {
    // FormData: the browser writes multipart/form-data with its boundary.
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return data.product;
}

/**
 * GET /api/product/:id as the admin reads it to edit its words: in English (the product's own text),
 * with every stored translation.
 */
export async function getProductText(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient.get<ProductResponse>(`/api/product/${encodeURIComponent(id)}?lang=en`, {
    signal,
  });
  return data.product;
}

/**
 * PATCH /api/product/:id: the English name, description and alt texts and their translations. A
 * translation's box left empty is sent empty, which removes it (the shop shows the English there).
 */
export async function updateProductText(id: string, body: ProductUpdate): Promise<Product> {
  const { data } = await apiClient.patch<ProductResponse>(`/api/product/${encodeURIComponent(id)}`, body);
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
  if (!isHttpError(error)) {
    return error instanceof Error && error.message ? error.message : t('admin.addProduct.errors.notAdded');
  }
  const status = error.response?.status;
  const data: unknown = error.response?.data;
  const message =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
      ? data.message
      : '';
  const image = /image(\d)/.exec(message)?.[1];
  if (status === 413) {
    return image
      ? t('admin.addProduct.errors.imageTooLarge', { number: image })
      : t('admin.addProduct.errors.someImageTooLarge');
  }
  if (status === 415) {
    return image
      ? t('admin.addProduct.errors.imageNotPicture', { number: image })
      : t('admin.addProduct.errors.someImageNotPicture');
  }
  if (!error.response) return t('admin.addProduct.errors.unreachable');
  return messageForError(error, 'admin.addProduct.errors.notAdded');
}
