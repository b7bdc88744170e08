import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useQuery } from '@tanstack/react-query';
import type { PageVersion } from '@shop/contract';
import { CONTENT_MESSAGES, PAGE_VERSIONS_KEPT, type PageSlug } from '@shop/contract/content-pages';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { pageVersionsQuery } from '../api/page-versions';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDateTime } from '../../../lib/format';

/** The last 20 saves of a page, newest first, each restorable after a confirmation. */
export function VersionHistory({
  slug,
  restoring,
  onRestore,
}: {
  slug: PageSlug;
  restoring: boolean;
  onRestore: (version: PageVersion) => Promise<unknown>;
}) {
  const versions = useQuery(pageVersionsQuery(slug));
  const [asking, setAsking] = useState<PageVersion | null>(null);

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h6 mb-0 py-3">
        <i className="bi bi-clock-history me-2" aria-hidden="true" />
        Version history
        <span className="small text-body-secondary fw-normal"> (last {PAGE_VERSIONS_KEPT})</span>
      </Card.Header>
      {versions.isPending ? (
        <LoadingState label="Loading versions..." />
      ) : versions.isError ? (
        <Card.Body>
          <ErrorState
            message={CONTENT_MESSAGES.versionsFailed}
            onRetry={() => void versions.refetch()}
            retryLabel="Retry"
          />
        </Card.Body>
      ) : versions.data.length === 0 ? (
        <Card.Body>
          <p className="small text-body-secondary mb-0">
            No saved versions yet. Each save adds one.
          </p>
        </Card.Body>
      ) : (
        <ListGroup
          variant="flush"
          as="ol"
          aria-label="Saved versions"
          className="overflow-auto"
          style={{ maxHeight: '24rem' }}
        >
          {versions.data.map((version, index) => (
            <ListGroup.Item as="li" key={version.id} className="d-flex align-items-start gap-2">
              <div className="me-auto small">
                <div className="fw-semibold">{formatDateTime(version.createdAt)}</div>
                <div className="text-body-secondary">
                  {version.createdBy ?? 'A former user'} · {version.title}
                </div>
                <Badge bg={version.published ? 'success' : 'secondary'} className="mt-1">
                  {version.published ? 'Published' : 'Draft'}
                </Badge>
                {index === 0 && (
                  <Badge bg="info" className="mt-1 ms-1">
                    Latest
                  </Badge>
                )}
              </div>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => setAsking(version)}
                disabled={restoring}
                aria-label={`Restore the version of ${formatDateTime(version.createdAt)}`}
              >
                <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
                Restore
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <ConfirmDialog
        show={asking !== null}
        title="Restore version"
        message={CONTENT_MESSAGES.restoreConfirm}
        confirmLabel="Restore"
        variant="warning"
        pending={restoring}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          void onRestore(asking).finally(() => setAsking(null));
        }}
      />
    </Card>
  );
}
