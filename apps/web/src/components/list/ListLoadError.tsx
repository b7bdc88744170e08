import { useState, type ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';

/**
 * A failed load of a list, told above it with a retry until dismissed. The dismissal is kept
 * per failure (the query's errorUpdatedAt), so a later failure shows again.
 */
export function ListLoadError({
  failed,
  failedAt,
  message,
  onRetry,
  retryLabel,
}: {
  failed: boolean;
  failedAt: number;
  message: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const [dismissedAt, setDismissedAt] = useState(0);
  if (!failed || failedAt === dismissedAt) return null;
  return (
    <ErrorState
      message={message}
      onRetry={onRetry}
      onDismiss={() => setDismissedAt(failedAt)}
      {...(retryLabel ? { retryLabel } : {})}
    />
  );
}
