import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/**
 * The states of a list shown as cards or items rather than a table (the dashboard's devices,
 * returns and installations): loading, the load error with its retry, the empty line, or the
 * list. The empty line waits for a load that succeeds.
 */
export function ListStates<T>({
  query,
  rows,
  texts,
  retryLabel,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** The rows of the loaded data: none means the empty line. */
  rows: (data: T) => readonly unknown[];
  texts: { loading: string; loadError: ReactNode; empty: ReactNode };
  retryLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        message={texts.loadError}
        onRetry={() => void query.refetch()}
        {...(retryLabel ? { retryLabel } : {})}
      />
    );
  }
  if (rows(query.data).length === 0) return <p className="text-body-secondary">{texts.empty}</p>;
  return children(query.data);
}
