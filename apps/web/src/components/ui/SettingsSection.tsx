import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/**
 * A section of the admin Settings screen: its heading, then its form once its saved settings
 * are loaded; meanwhile a loading line, or the failed load's message with Try Again.
 */
export function SettingsSection<T>({
  title,
  settings,
  loading,
  loadFailed,
  children,
}: {
  title: string;
  settings: UseQueryResult<T>;
  loading: string;
  loadFailed: string;
  children: (saved: T) => ReactNode;
}) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {settings.isPending && <LoadingState label={loading} />}
        {settings.isError && (
          <ErrorState message={loadFailed} onRetry={() => void settings.refetch()} />
        )}
        {settings.data !== undefined && children(settings.data)}
      </Card.Body>
    </Card>
  );
}
