import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import { JOB_KIND_LABELS, type FailedJob } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { formatCount, formatDateTime } from '../../../lib/format';
import { failedJobsQuery, useRetryJob } from '../api/failed-jobs';

/**
 * Background work that used up its attempts (a mail the SMTP server kept refusing, a payment
 * run that failed): what it was, when, and its last error, with Retry (ADR 0003). A list, not
 * a table: a long SMTP error reads at any width without squeezing columns.
 */
export function FailedJobsCard() {
  const failed = useQuery(failedJobsQuery());
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const retry = useRetryJob({
    onMutate: () => setAlert(null),
    onSuccess: (result) => setAlert({ variant: 'success', text: result.message }),
    onError: (err) =>
      setAlert({ variant: 'danger', text: `Failed to retry the job: ${err.message}` }),
  });
  const jobs = failed.data?.jobs ?? [];

  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex align-items-center gap-2 py-3">
        <i className="bi bi-list-task text-primary" aria-hidden="true" />
        <h2 className="h6 mb-0 me-auto" id="failed-jobs-heading">
          Failed background jobs
        </h2>
        {failed.isSuccess && (
          <Badge bg={jobs.length === 0 ? 'success' : 'danger'}>
            {jobs.length === 0 ? 'None' : `${formatCount(jobs.length)} failed`}
          </Badge>
        )}
      </Card.Header>
      <Card.Body>
        <PageAlert message={alert} onClose={() => setAlert(null)} />
        {failed.isPending ? (
          <LoadingState label="Loading failed jobs..." />
        ) : failed.isError ? (
          <ErrorState
            message={`Failed to load the failed jobs: ${failed.error.message}`}
            onRetry={() => void failed.refetch()}
          />
        ) : jobs.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            Every background job (e-mail, payment checks, clean-up) ran or is still being tried.
          </p>
        ) : (
          <ul className="list-group list-group-flush" aria-labelledby="failed-jobs-heading">
            {jobs.map((job) => (
              <FailedJobItem
                key={job.id}
                job={job}
                retrying={retry.isPending && retry.variables === job.id}
                onRetry={() => retry.mutate(job.id)}
              />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

function FailedJobItem({
  job,
  retrying,
  onRetry,
}: {
  job: FailedJob;
  retrying: boolean;
  onRetry: () => void;
}) {
  const label = JOB_KIND_LABELS[job.kind] ?? job.kind;
  const at = job.finishedAt ?? job.createdAt;
  return (
    <li className="list-group-item px-0 d-flex flex-wrap align-items-start gap-2 small">
      <div className="me-auto text-break" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <div className="fw-semibold">
          {label} <span className="text-body-secondary fw-normal">#{job.id}</span>
        </div>
        <div className="text-body-secondary">
          Failed <time dateTime={at}>{formatDateTime(at)}</time> after{' '}
          {job.attempts === 1 ? '1 attempt' : `${formatCount(job.attempts)} attempts`}
        </div>
        <div className="mt-1">{job.lastError ?? 'No error recorded'}</div>
      </div>
      <Button
        variant="outline-primary"
        size="sm"
        className="text-nowrap"
        onClick={onRetry}
        disabled={retrying}
        aria-label={`Retry ${label} #${job.id}`}
      >
        {retrying ? (
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
        )}
        Retry
      </Button>
    </li>
  );
}
