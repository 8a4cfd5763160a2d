// The collection's filters, sort, search and page, kept in the URL (?category=Men&subCategory=Topwear
// &sort=low-high&search=shirt&page=2) so a reload, the back button or a shared link keep them. Unknown values
// are ignored. A new filter or sort starts again from page 1.
import type { Category, SortKey, SubCategory } from '@store/contracts/products';
import { categories, sortKeys, subCategories } from '@store/contracts/constants';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface CollectionParams {
  category: Category[];
  subCategory: SubCategory[];
  sort: SortKey;
  search: string;
  page: number;
}

const pick = <Value extends string>(values: string[], allowed: readonly Value[]): Value[] =>
  [...new Set(values)].filter((value): value is Value => (allowed as readonly string[]).includes(value));

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The API's highest page number. */
const MAX_PAGE = 10_000;

/** The URL search (`?…`) of the same list at another page (page 1 is the list without `page`). */
export function collectionPageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const search = next.toString();
  return search ? `?${search}` : '';
}

export function readCollectionParams(params: URLSearchParams): CollectionParams {
  const sort = params.get('sort');
  return {
    category: pick(params.getAll('category'), categories),
    subCategory: pick(params.getAll('subCategory'), subCategories),
    sort: sortKeys.find((key) => key === sort) ?? 'relavent',
    search: params.get('search')?.trim() ?? '',
    page: readPage(params.get('page')),
  };
}

export function useCollectionParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The controls show the new choice at once: the router applies a URL change a moment later, and a
  // checkbox that flips back and forth in between would be announced wrongly by a screen reader.
  const routerQuery = searchParams.toString();
  const [seenQuery, setSeenQuery] = useState(routerQuery);
  const [query, setQuery] = useState(routerQuery);
  if (routerQuery !== seenQuery) {
    setSeenQuery(routerQuery);
    setQuery(routerQuery);
  }
  const value = useMemo(() => readCollectionParams(new URLSearchParams(query)), [query]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(query);
      edit(next);
      next.delete('page');
      setQuery(next.toString());
      setSearchParams(next, { replace: true });
    },
    [query, setSearchParams],
  );

  const toggle = useCallback(
    (name: 'category' | 'subCategory', option: string) =>
      change((next) => {
        const chosen = next.getAll(name);
        next.delete(name);
        const updated = chosen.includes(option)
          ? chosen.filter((item) => item !== option)
          : [...chosen, option];
        for (const item of updated) next.append(name, item);
      }),
    [change],
  );

  const setSort = useCallback(
    (sort: SortKey) =>
      change((next) => {
        if (sort === 'relavent') next.delete('sort');
        else next.set('sort', sort);
      }),
    [change],
  );

  const clearFilters = useCallback(
    () =>
      change((next) => {
        next.delete('category');
        next.delete('subCategory');
      }),
    [change],
  );

  const pageSearch = useCallback(
    (page: number) => collectionPageSearch(new URLSearchParams(query), page),
    [query],
  );

  return { ...value, toggle, setSort, clearFilters, pageSearch };
}
