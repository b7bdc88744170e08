import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORTS, type ProductSort } from '@shop/contract/catalogue-rules';

export type CatalogueParams = {
  category: number | null;
  page: number;
  sort: ProductSort;
  maxPrice: number | null;
  product: number | null;
};

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

export function parseCatalogueParams(search: URLSearchParams): CatalogueParams {
  const sort = search.get('sort');
  return {
    category: positiveInt(search.get('category')),
    page: positiveInt(search.get('page')) ?? 1,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : 'featured',
    maxPrice: positiveInt(search.get('max')),
    product: positiveInt(search.get('product')),
  };
}

/** Writes params back in a fixed order, leaving out defaults, so equal views have equal URLs. */
export function catalogueSearch(p: CatalogueParams): string {
  const out = new URLSearchParams();
  if (p.category !== null) out.set('category', String(p.category));
  if (p.sort !== 'featured') out.set('sort', p.sort);
  if (p.maxPrice !== null) out.set('max', String(p.maxPrice));
  if (p.page > 1) out.set('page', String(p.page));
  if (p.product !== null) out.set('product', String(p.product));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * Category, page, sort, price and the open product live in the URL: a link or a reload shows
 * the same view, and Back undoes the last step.
 */
export function useCatalogueParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(search), [search]);
  const update = useCallback(
    (change: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearch((current) => catalogueSearch({ ...parseCatalogueParams(current), ...change }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return { params, update };
}
