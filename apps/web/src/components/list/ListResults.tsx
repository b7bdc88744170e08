import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Pagination } from '@shop/contract';
import { ErrorState } from '../ui/ErrorState';
import { ListFooter } from './ListFooter';
import { LoadingState } from '../ui/LoadingState';

/**
 * The body of a server-paged list screen: the load error with its retry, loading, the empty
 * card (with Clear Filters when filters are set), the table in its card (dimmed while the next
 * page loads) and "Showing x to y of n" with the pager.
 */
export function ListResults({
  list,
  rowCount,
  texts,
  retryLabel,
  emptyIcon = 'bi bi-inbox',
  filters,
  hrefFor,
  pagerLabel,
  children,
}: {
  list: {
    pagination: Pagination | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  rowCount: number;
  texts: { loading: string; loadError: string; empty: string };
  retryLabel?: string;
  emptyIcon?: string;
  filters: { active: boolean; clear: () => void };
  hrefFor: (page: number) => string;
  pagerLabel: string;
  children: ReactNode;
}) {
  const { pagination } = list;
  const first = pagination ? (pagination.currentPage - 1) * pagination.itemsPerPage + 1 : 0;
  return (
    <>
      {list.isError && (
        <ErrorState
          message={texts.loadError}
          onRetry={() => void list.refetch()}
          {...(retryLabel ? { retryLabel } : {})}
        />
      )}
      {list.isPending ? (
        <LoadingState label={texts.loading} />
      ) : rowCount === 0 ? (
        !list.isError && (
          <Card className="text-center py-5 shadow-sm">
            <Card.Body>
              <i className={`${emptyIcon} fs-1 text-body-tertiary`} aria-hidden="true" />
              <p className="mt-2 mb-3">{texts.empty}</p>
              {filters.active && (
                <Button variant="outline-primary" onClick={filters.clear}>
                  Clear Filters
                </Button>
              )}
            </Card.Body>
          </Card>
        )
      ) : (
        <>
          <Card
            className="shadow-sm mb-3"
            aria-busy={list.isPlaceholderData}
            style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}
          >
            {children}
          </Card>
          {pagination && (
            <ListFooter
              first={first}
              shown={rowCount}
              total={pagination.totalItems}
              page={pagination.currentPage}
              pages={pagination.totalPages}
              hrefFor={hrefFor}
              label={pagerLabel}
            />
          )}
        </>
      )}
    </>
  );
}

/** The loading flags of a list query, as the list frames take them. */
export function listStateOf(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}) {
  const { isPending, isError, isFetching, isPlaceholderData, refetch } = query;
  return { isPending, isError, isFetching, isPlaceholderData, refetch };
}
