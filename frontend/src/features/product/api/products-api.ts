// The catalogue calls (GET /api/product/list and /api/product/:id) and their queries; the app's screens and,
// through the app, live help use them from this feature's index.ts.
// Every screen asks only for what it shows: a page of the list, the products a cart or an order names
// (`ids`), a product's related ones. A failed list shows the spec's toast 'Error fetching products' once,
// after the retries. Products come in the shopper's language (`lang`, each text falling back to English on
// its own; `languages` says which): every query is per language, so a change of language reads them again.
import type { Language } from '@store/contracts/languages';
import type {
  Product,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from '@store/contracts/products';
import { PRODUCT_LIST_MAX_IDS } from '@store/contracts/constants';
import { apiClient } from '../../../lib/api-client';
import { isHttpError } from '../../../lib/http-client';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n';
import { messages } from '../../../lib/notify';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductListParams = {
  category?: readonly string[];
  subCategory?: readonly string[];
  search?: string;
  sort?: NonNullable<ProductListQuery['sort']>;
  bestseller?: boolean;
  page?: number;
  limit?: number;
  /** Only these products (a cart's, an order's). */
  ids?: readonly string[];
  /** Not these products (related products leave out the one on screen). */
  exclude?: readonly string[];
  /** The language of the products' texts; English (the API's default) is left out of the query. */
  lang?: Language;
};

const fetchProductsError = () => messages.fetchProducts;

/** `lang` for a read: none for English, the API's default. */
const langParam = (language: Language): Language | undefined => (language === 'en' ? undefined : language);

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
  if (params.ids?.length) query.set('ids', params.ids.join(','));
  if (params.exclude?.length) query.set('exclude', params.exclude.join(','));
  if (params.lang && params.lang !== 'en') query.set('lang', params.lang);
  return query.toString();
}

/** GET /api/product/list: newest first unless sorted (the order is the server's; never reversed here). */
export async function getProductList(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const search = productListSearch(params);
  const { data } = await apiClient.get<ProductListResponse>(
    `/api/product/list${search ? `?${search}` : ''}`,
    {
      signal,
    },
  );
  return data;
}

/** GET /api/product/:id; resolves null when there is no such product (404). */
export async function getProduct(id: string, signal?: AbortSignal, lang?: Language): Promise<Product | null> {
  try {
    const { data } = await apiClient.get<ProductResponse>(`/api/product/${encodeURIComponent(id)}`, {
      signal,
      params: lang && lang !== 'en' ? { lang } : undefined,
    });
    return data.product;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** The product list for a filter/sort/page. `keepPrevious` keeps the last list on screen while another loads. */
export function useProductList(params: ProductListParams = {}, options: { keepPrevious?: boolean } = {}) {
  const { language } = useI18n();
  const asked = { ...params, lang: langParam(language) };
  const search = productListSearch(asked);
  return useQuery({
    queryKey: queryKeys.products.list(search),
    queryFn: ({ signal }) => getProductList(asked, signal),
    staleTime: staleTimes.catalogue,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    meta: { errorMessage: fetchProductsError },
  });
}

/** Products a helper sends from the live view: the store's own search, its first results; idle while empty. */
export const PRODUCT_SEARCH_RESULTS = 10;
export function useProductSearch(search: string) {
  const { language } = useI18n();
  const asked = { search, limit: PRODUCT_SEARCH_RESULTS, lang: langParam(language) };
  return useQuery({
    queryKey: queryKeys.products.list(productListSearch(asked)),
    queryFn: ({ signal }) => getProductList(asked, signal),
    staleTime: staleTimes.catalogue,
    enabled: search.trim() !== '',
    select: (list: ProductListResponse) => list.products,
  });
}

/** The language a loaded list was asked in (its key holds its query string). */
const listLanguage = (key: readonly unknown[]): Language => {
  const search = key[2];
  const lang = typeof search === 'string' ? new URLSearchParams(search).get('lang') : null;
  return lang === 'si' || lang === 'ta' ? lang : 'en';
};

/**
 * One product; `data` is null when there is no such product. A product already in a loaded list shows at
 * once (placeholder) while its own answer is on its way, so opening it from a grid does not wait.
 */
export function useProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  return useQuery<Product | null>({
    queryKey: queryKeys.products.detail(id ?? '', language),
    queryFn: ({ signal }) => getProduct(id ?? '', signal, language),
    enabled: id !== undefined,
    staleTime: staleTimes.catalogue,
    placeholderData: () => {
      // Only a list in the same language stands in: another language's name would flash.
      const lists = queryClient.getQueriesData<ProductListResponse>({ queryKey: queryKeys.products.lists });
      for (const [key, list] of lists) {
        if (listLanguage(key) !== language) continue;
        const found = list?.products.find((item) => item._id === id);
        if (found) return found;
      }
      const named = queryClient.getQueriesData<Product[]>({ queryKey: queryKeys.products.namedSets });
      for (const [key, products] of named) {
        if ((key[3] ?? 'en') !== language) continue;
        const found = products?.find((item) => item._id === id);
        if (found) return found;
      }
      return undefined;
    },
  });
}

/** GET /api/product/list?ids=…: the named products still in the catalogue, in as few calls as the API allows. */
export async function getProductsByIds(
  ids: readonly string[],
  signal?: AbortSignal,
  lang?: Language,
): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += PRODUCT_LIST_MAX_IDS) {
    chunks.push(unique.slice(start, start + PRODUCT_LIST_MAX_IDS));
  }
  const pages = await Promise.all(chunks.map((chunk) => getProductList({ ids: chunk, lang }, signal)));
  return pages.flatMap((page) => page.products);
}

/**
 * The query for the products a cart or an order names: shared by the hook and by one-off loads. `language`
 * is the one the texts are asked in (English by default).
 */
export function productsByIdsQuery(ids: readonly string[], language: Language = 'en') {
  return queryOptions({
    queryKey: queryKeys.products.byIds(ids, language),
    // No ids, no call: an empty cart is known to hold no products.
    queryFn: ({ signal }) => (ids.length === 0 ? [] : getProductsByIds(ids, signal, langParam(language))),
    staleTime: staleTimes.catalogue,
    meta: { errorMessage: fetchProductsError },
  });
}

/**
 * The products a cart or an order names, priced as the catalogue has them now; one that left the catalogue
 * is missing from `data`. An empty set answers at once, without a call.
 */
export function useProductsByIds(ids: readonly string[]) {
  const { language } = useI18n();
  return useQuery({
    ...productsByIdsQuery(ids, language),
    // A smaller set (a line removed) shows at once from the last answer; a new product waits for its own.
    placeholderData: (previous) =>
      previous && ids.every((id) => previous.some((item) => item._id === id))
        ? previous.filter((item) => ids.includes(item._id))
        : undefined,
  });
}
