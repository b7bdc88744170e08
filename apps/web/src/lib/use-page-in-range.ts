import { useEffect } from 'react';
import type { Pagination } from '@shop/contract';

/**
 * After deletes (or a filter that left fewer rows) the page asked for may be past the end:
 * the list shows the last one instead, replacing the history entry. Not while the previous
 * answer is still shown in place of the new one (its pagination is the old list's).
 */
export function usePageInRange(
  view: { page: number; setPage: (page: number, options?: { replace?: boolean }) => void },
  list: { pagination: Pagination | undefined; isPlaceholderData: boolean },
) {
  const { page, setPage } = view;
  const { pagination, isPlaceholderData } = list;
  useEffect(() => {
    if (pagination && !isPlaceholderData && page > pagination.totalPages) {
      setPage(pagination.totalPages, { replace: true });
    }
  }, [pagination, isPlaceholderData, page, setPage]);
}
