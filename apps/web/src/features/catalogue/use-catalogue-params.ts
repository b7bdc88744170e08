import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  catalogueSearch,
  parseCatalogueParams,
  type CatalogueParams,
} from '@shop/contract/catalogue-rules';

/**
 * Category, page, sort, price and the open product live in the URL: a link or a reload shows
 * the same view, and Back undoes the last step.
 */
export function useCatalogueParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(search), [search]);
  // The address as the page last showed it, read when a change is made: a change that lands
  // late (the product overlay's close, after its fade, through a callback of an older
  // render) must not undo a navigation made meanwhile (a search from the navbar).
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (change: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearch(() => catalogueSearch({ ...parseCatalogueParams(latest.current), ...change }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return { params, update };
}
