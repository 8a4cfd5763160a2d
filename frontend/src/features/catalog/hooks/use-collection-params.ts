// The collection's filters, sort and search, kept in the URL (?category=Men&subCategory=Topwear&sort=low-high
// &search=shirt) so a reload, the back button or a shared link keep them. Unknown values are ignored.
import type { SortKey } from '@store/contracts/products';
import {
  CATEGORIES as categories,
  SORT_KEYS as sortKeys,
  SUB_CATEGORIES as subCategories,
} from '../../../lib/contract-constants';
import { useCallback, useMemo } from 'react';
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
  const value = useMemo(() => readCollectionParams(searchParams), [searchParams]);

  const toggle = useCallback(
    (name: 'category' | 'subCategory', option: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const chosen = next.getAll(name);
          next.delete(name);
          const updated = chosen.includes(option)
            ? chosen.filter((item) => item !== option)
            : [...chosen, option];
          for (const item of updated) next.append(name, item);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setSort = useCallback(
    (sort: SortKey) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (sort === 'relavent') next.delete('sort');
          else next.set('sort', sort);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        next.delete('subCategory');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { ...value, toggle, setSort, clearFilters };
}
