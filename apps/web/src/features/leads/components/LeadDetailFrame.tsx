import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { ErrorState } from '../../../components/ui/ErrorState';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn btn-outline-secondary btn-sm">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * The frame both lead details share: a Back link to the list, the loading and error views
 * (each with a way back), a header with the delete question, and the page alert.
 */
export function LeadDetailFrame<T>({
  back,
  invalidId,
  query,
  texts,
  title,
  badges,
  subtitle,
  deleteTitle,
  deleteMessage,
  alert,
  onDismissAlert,
  onDelete,
  deleting,
  children,
}: {
  back: { to: string; label: string };
  /** Set when the route's id is not a record id: the message to show instead. */
  invalidId: string | null;
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  texts: { loading: string; loadError: string };
  title: string;
  badges?: (record: T) => ReactNode;
  subtitle?: (record: T) => ReactNode;
  deleteTitle: string;
  deleteMessage: (record: T) => string;
  alert: PageAlertMessage | null;
  onDismissAlert: () => void;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  children: (record: T) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const record = query.data;

  let body: ReactNode;
  if (invalidId) {
    body = (
      <Alert variant="warning" className="mb-0">
        {invalidId}
      </Alert>
    );
  } else if (record === undefined && query.isPending) {
    body = <LoadingState label={texts.loading} />;
  } else if (record === undefined) {
    body = (
      <ErrorState
        message={`${texts.loadError}: ${query.error?.message ?? 'Unknown error'}`}
        onRetry={() => void query.refetch()}
        className="mb-0"
      />
    );
  }

  return (
    <div className="container-fluid px-3 px-lg-4 py-4" style={{ maxWidth: '96rem' }}>
      <div className="mb-3">
        <BackLink to={back.to} label={back.label} />
      </div>
      {body ??
        (record !== undefined && (
          <>
            <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
              <div className="me-auto">
                <h1 className="h3 mb-1">{title}</h1>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  {badges?.(record)}
                  {subtitle && (
                    <span className="small text-body-secondary">{subtitle(record)}</span>
                  )}
                </div>
              </div>
              <Button variant="outline-danger" onClick={() => setConfirming(true)}>
                <i className="bi bi-trash me-1" aria-hidden="true" />
                Delete
              </Button>
            </div>
            <PageAlert message={alert} onClose={onDismissAlert} />
            {children(record)}
            <ConfirmDeleteModal
              show={confirming}
              title={deleteTitle}
              message={deleteMessage(record)}
              pending={deleting}
              onCancel={close}
              // A failure is already in the page alert; a success leaves the page.
              onConfirm={() => void onDelete().then(close, close)}
            />
          </>
        ))}
    </div>
  );
}
