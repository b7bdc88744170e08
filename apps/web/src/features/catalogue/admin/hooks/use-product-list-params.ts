import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductSort,
} from '@shop/contract';
import type { QueryParams } from '../../../../lib/query-string';
import { pageHref } from '../../../../lib/use-list-params';

export type ProductListView = ReturnType<typeof useProductListParams>;

/**
 * Search, category, sort, archived and page live in the URL, so a reload, a shared link or
 * Back shows the same list; every change but the page goes back to page 1.
 */
export function useProductListParams() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();

  const view = useMemo(() => {
    const pageText = search.get('page') ?? '';
    const sortText = search.get('sort') ?? '';
    const categoryText = search.get('category') ?? '';
    return {
      page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
      sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sortText)
        ? (sortText as AdminProductSort)
        : ('name-asc' as AdminProductSort),
      category: /^[1-9]\d{0,8}$/.test(categoryText) ? categoryText : '',
      search: (search.get('search') ?? '').trim().slice(0, 100),
      archived: search.get('archived') === 'true',
    };
  }, [search]);

  const listParams = useMemo<QueryParams>(
    () => ({
      page: view.page,
      limit: ADMIN_PRODUCTS_PAGE_SIZE,
      sort: view.sort,
      category: view.category || undefined,
      search: view.search || undefined,
      archived: view.archived ? 'true' : undefined,
    }),
    [view],
  );

  const set = useCallback(
    (key: string, value: string, replace = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace },
      ),
    [setSearch],
  );

  const hrefFor = useCallback(
    (page: number) => pageHref(pathname, search, page),
    [search, pathname],
  );

  return {
    ...view,
    listParams,
    hrefFor,
    hasFilters: Boolean(view.search || view.category || view.archived),
    setSearchText: (value: string) => set('search', value, true),
    setCategory: (value: string) => set('category', value),
    setSort: (value: string) => set('sort', value === 'name-asc' ? '' : value),
    setArchived: (value: boolean) => set('archived', value ? 'true' : ''),
    setPage: (page: number, options: { replace?: boolean } = {}) =>
      set('page', page > 1 ? String(page) : '', options.replace),
    clearFilters: () => setSearch(new URLSearchParams(), { replace: false }),
  };
}
