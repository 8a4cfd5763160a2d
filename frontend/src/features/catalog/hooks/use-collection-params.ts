// The collection's filters, sort and search, kept in the URL (?category=Men&subCategory=Topwear&sort=low-high
// &search=shirt) so a reload, the back button or a shared link keep them. Unknown values are ignored.
import type { SortKey } from '@store/contracts/products';
import { categories, sortKeys, subCategories } from '@store/contracts/constants';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface CollectionParams {
  category: string[];
  subCategory: string[];
  sort: SortKey;
  search: string;
}

const pick = (values: string[], allowed: readonly string[]) =>
  [...new Set(values)].filter((value) => allowed.includes(value));

export function readCollectionParams(params: URLSearchParams): CollectionParams {
  const sort = params.get('sort');
  return {
    category: pick(params.getAll('category'), categories),
    subCategory: pick(params.getAll('subCategory'), subCategories),
    sort: sortKeys.find((key) => key === sort) ?? 'relavent',
    search: params.get('search')?.trim() ?? '',
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

  return { ...value, toggle, setSort, clearFilters };
}
