import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Pagination } from '@shop/contract';
import { ErrorState } from '../ui/ErrorState';
import { ListFooter } from './ListFooter';
import { LoadingState } from '../ui/LoadingState';

/**
 * The body of a server-paged list screen: the load error with its retry, loading, the empty
 * card (with Clear Filters when filters are set, else the list's own way to fill it), the table
 * in its card (dimmed while the next page loads) and "Showing x to y of n" with the pager.
 * The empty card waits for a load that succeeds: a list that failed to load is not called empty.
 */
export function ListResults({
  list,
  rowCount,
  texts,
  retryLabel,
  errors = 'all',
  emptyIcon = 'bi bi-inbox',
  emptyAction,
  filters,
  note,
  footer = {},
  hrefFor,
  pagerLabel,
  children,
}: {
  list: {
    /** Undefined until the list has loaded. */
    pagination:
      Pick<Pagination, 'currentPage' | 'itemsPerPage' | 'totalItems' | 'totalPages'> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  rowCount: number;
  texts: { loading: string; loadError: string; empty: string };
  retryLabel?: string;
  /**
   * Which load failures this body tells: all of them; only a failed first load (the page tells
   * a failed reload above the rows it keeps); or none (the page tells them all).
   */
  errors?: 'all' | 'first-load' | 'none';
  emptyIcon?: string;
  /** Under the empty text when no filter is set: what fills the list ("Receive Units"). */
  emptyAction?: ReactNode;
  filters: { active: boolean; clear: () => void };
  /** A line above the table ("only the first 1,000 are listed"). */
  note?: ReactNode;
  footer?: Pick<Parameters<typeof ListFooter>[0], 'noun' | 'capped' | 'counts' | 'maxPages'>;
  hrefFor: (page: number) => string;
  pagerLabel: string;
  children: ReactNode;
}) {
  const { pagination } = list;
  const first = pagination ? (pagination.currentPage - 1) * pagination.itemsPerPage + 1 : 0;
  const showError =
    list.isError && (errors === 'all' || (errors === 'first-load' && pagination === undefined));
  return (
    <>
      {showError && (
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
          <EmptyListCard icon={emptyIcon} text={texts.empty}>
            {filters.active ? (
              <Button variant="outline-primary" onClick={filters.clear}>
                Clear Filters
              </Button>
            ) : (
              emptyAction
            )}
          </EmptyListCard>
        )
      ) : (
        <>
          {note}
          <Card
            className="shadow-sm mb-3"
            aria-busy={list.isPlaceholderData}
            style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}
          >
            {children}
          </Card>
          {pagination && (
            <ListFooter
              {...footer}
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

/** The card of a list with no rows: its icon, what it says, and what can be done (if anything). */
export function EmptyListCard({
  icon = 'bi bi-inbox',
  text,
  children,
}: {
  icon?: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  const action = children ?? null;
  return (
    <Card className="text-center py-5 shadow-sm">
      <Card.Body>
        <i className={`${icon} fs-1 text-body-tertiary`} aria-hidden="true" />
        <p className={`mt-2 ${action === null ? 'mb-0' : 'mb-3'}`}>{text}</p>
        {action}
      </Card.Body>
    </Card>
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
