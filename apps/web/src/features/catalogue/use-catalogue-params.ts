import { useCallback, useMemo } from 'react';
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
  const update = useCallback(
    (change: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      // From the address as it is now, not as this page last rendered it: a change that lands
      // late (the product overlay's close, after its fade) must not undo a navigation made
      // meanwhile (a search from the navbar).
      setSearch(
        () =>
          catalogueSearch({
            ...parseCatalogueParams(new URLSearchParams(window.location.search)),
            ...change,
          }),
        {
          replace: options.replace ?? false,
          preventScrollReset: true,
        },
      );
    },
    [setSearch],
  );
  return { params, update };
}
