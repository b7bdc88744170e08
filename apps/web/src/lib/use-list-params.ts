import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Option } from './options';
import type { QueryParams } from './query-string';

/** Ten rows a page (docs/modules/leads.md#screens, and the people lists after them). */
export const LIST_PAGE_SIZE = 10;
/** The server refuses longer searches. */
const SEARCH_MAX = 200;

export type SortOrder = 'asc' | 'desc';

export type ListSpec<S extends string, F extends string> = {
  sorts: readonly S[];
  defaultSort: S;
  /**
   * The select filters, with the URL values each accepts; anything else is ignored rather
   * than sent. The free-text search is always there.
   */
  filters: Record<F, (value: string) => boolean>;
};

export const oneOf =
  (labels: Record<string, string>) =>
  (value: string): boolean =>
    Object.hasOwn(labels, value);

/** The link of one page of a list whose view lives in the URL (page 1 has no `page`). */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * A page past the end (an old link, a filter that shrank the list, rows deleted or changed in
 * bulk) shows the last page instead, once the list has answered for the page asked (not while
 * the previous page's rows stand in). `pages` is undefined until then; an empty list, whose
 * server may count no pages, stays where it is.
 */
export function useLastPageWhenPastEnd(
  view: { page: number; setPage: (page: number, options: { replace?: boolean }) => void },
  pages: number | undefined,
  isPlaceholderData: boolean,
) {
  const { page, setPage } = view;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && !isPlaceholderData && page > pages) {
      setPage(pages, { replace: true });
    }
  }, [pages, isPlaceholderData, page, setPage]);
}

/**
 * A list's page kept in the URL under its own name (devicesPage, returnsPage), beside the
 * dashboard's tab and the Orders tab's own page, so Back and a reload show the same page.
 */
export function usePageParam(name: string) {
  const [search] = useSearchParams();
  const raw = Number(search.get(name));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete(name);
    else params.set(name, String(next));
    return `?${params.toString()}`;
  };
  return { page, hrefFor };
}

/**
 * One value of a screen's view kept in the URL (the calendar's week, the open bin), read and
 * set without touching the others. An empty or undefined value removes it.
 */
export function useSearchParam(name: string) {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name);
  const set = useCallback(
    (
      next: string | null | undefined,
      options: { replace?: boolean; preventScrollReset?: boolean } = {},
    ) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(name, next);
        else params.delete(name);
        return params;
      }, options),
    [setSearch, name],
  );
  return [value, set] as const;
}

export type ListView<S extends string, F extends string> = ReturnType<typeof useListParams<S, F>>;

/**
 * Page, sort, order and filters live in the URL, so a reload, a shared link or Back shows the
 * same list. Every change of filter or sort goes back to page 1. `spec` must be a module
 * constant: it is a dependency of the parsed view.
 */
export function useListParams<S extends string, F extends string>(spec: ListSpec<S, F>) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();

  const view = useMemo(() => {
    const pageText = search.get('page') ?? '';
    const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
    const sortText = search.get('sort') ?? '';
    const sort = (spec.sorts as readonly string[]).includes(sortText)
      ? (sortText as S)
      : spec.defaultSort;
    const order: SortOrder = search.get('order') === 'asc' ? 'asc' : 'desc';
    const filters: Partial<Record<F | 'search', string>> = {};
    const text = (search.get('search') ?? '').trim().slice(0, SEARCH_MAX);
    if (text) filters.search = text;
    for (const key of Object.keys(spec.filters) as F[]) {
      const value = search.get(key) ?? '';
      if (value && spec.filters[key](value)) filters[key] = value;
    }
    return { page, sort, order, filters };
  }, [search, spec]);

  const listParams = useMemo<QueryParams>(
    () => ({
      page: view.page,
      limit: LIST_PAGE_SIZE,
      sort: view.sort,
      order: view.order,
      ...view.filters,
    }),
    [view],
  );
  const exportParams = useMemo<QueryParams>(
    () => ({ sort: view.sort, order: view.order, ...view.filters }),
    [view],
  );

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearch],
  );

  const setFilter = useCallback(
    (key: F | 'search', value: string, options: { replace?: boolean } = {}) =>
      change((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }, options.replace),
    [change],
  );

  const setSort = useCallback(
    (sort: S, order: SortOrder) =>
      change((next) => {
        next.set('sort', sort);
        next.set('order', order);
        next.delete('page');
      }),
    [change],
  );

  /** A header click: the same column flips the order, another starts with its own default. */
  const sortBy = useCallback(
    (field: S, firstOrder: SortOrder) =>
      setSort(field, field === view.sort ? (view.order === 'asc' ? 'desc' : 'asc') : firstOrder),
    [setSort, view.sort, view.order],
  );

  const clearFilters = useCallback(
    () =>
      change((next) => {
        for (const key of ['search', ...Object.keys(spec.filters)]) next.delete(key);
        next.delete('page');
      }),
    [change, spec],
  );

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      change((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }, options.replace),
    [change],
  );

  const hrefFor = useCallback(
    (page: number) => pageHref(pathname, search, page),
    [search, pathname],
  );

  return {
    ...view,
    hasFilters: Object.keys(view.filters).length > 0,
    listParams,
    exportParams,
    /** The list's own query string, so a detail page can link back to the same view. */
    queryString: search.toString(),
    setFilter,
    setSort,
    sortBy,
    clearFilters,
    setPage,
    hrefFor,
  };
}

/** What a table needs of the list's state: its sort, and the query string to come back to. */
export type SortView<S extends string> = {
  sort: S;
  order: SortOrder;
  sortBy: (field: S, firstOrder: SortOrder) => void;
  queryString: string;
};

/** One entry of a list's single sort menu: a field and its direction. */
export type SortChoice<S extends string> = { sort: S; order: SortOrder; label: string };

/** A list sorted from one menu of choices, with a page-size menu (the first size is the default). */
export type ChoiceListSpec<S extends string, F extends string> = ListSpec<S, F> & {
  choices: readonly SortChoice<S>[];
  pageSizes: readonly number[];
  /** The longest search the list's server accepts; a pasted essay searches by its start. */
  searchMax: number;
};

/** The value of a sort choice in the sort select. */
const sortChoiceValue = (sort: string, order: string) => `${sort}:${order}`;

/** The sort select's options and the page-size select's options of a spec. */
export const sortChoiceOptions = (choices: readonly SortChoice<string>[]): Option[] =>
  choices.map((c) => ({ value: sortChoiceValue(c.sort, c.order), label: c.label }));
export const pageSizeOptions = (sizes: readonly number[]): Option[] =>
  sizes.map((n) => ({ value: String(n), label: String(n) }));

/**
 * A list's view in the URL as useListParams keeps it, plus the page size, with the sort as
 * one of the spec's field-and-direction choices: a pair the menu does not offer falls back to
 * the first choice. The default page size is left out of the URL; a new size starts again at
 * page 1. `spec` must be a module constant.
 */
export function useChoiceListParams<S extends string, F extends string>(
  spec: ChoiceListSpec<S, F>,
) {
  const view = useListParams(spec);
  const [search, setSearch] = useSearchParams();
  const defaultSize = spec.pageSizes[0]!;

  const limitText = search.get('limit') ?? '';
  const limit = spec.pageSizes.find((size) => String(size) === limitText) ?? defaultSize;
  const choice =
    spec.choices.find((c) => c.sort === view.sort && c.order === view.order) ?? spec.choices[0]!;

  const { filters } = view;
  const exportParams = useMemo<QueryParams>(
    () => ({
      sort: choice.sort,
      order: choice.order,
      ...filters,
      search: filters.search?.slice(0, spec.searchMax),
    }),
    [choice, filters, spec.searchMax],
  );
  const listParams = useMemo<QueryParams>(
    () => ({ page: view.page, limit, ...exportParams }),
    [view.page, limit, exportParams],
  );

  const setLimit = useCallback(
    (size: number) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (size === defaultSize) next.delete('limit');
          else next.set('limit', String(size));
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearch, defaultSize],
  );

  const { setSort } = view;
  const setSortChoice = useCallback(
    (value: string) => {
      const picked = spec.choices.find((c) => sortChoiceValue(c.sort, c.order) === value);
      if (picked) setSort(picked.sort, picked.order);
    },
    [setSort, spec.choices],
  );

  return {
    page: view.page,
    limit,
    sortValue: sortChoiceValue(choice.sort, choice.order),
    filters,
    hasFilters: view.hasFilters,
    listParams,
    exportParams,
    setFilter: view.setFilter,
    setSortChoice,
    setLimit,
    clearFilters: view.clearFilters,
    setPage: view.setPage,
    hrefFor: view.hrefFor,
  };
}
