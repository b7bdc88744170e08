import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { JOB_KIND_LABELS, type FailedJob } from '@shop/contract';
import { DateCell, endColumn, TableHead } from '../../../components/list/TableParts';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { formatCount } from '../../../lib/format';
import { failedJobsQuery, useRetryJob } from '../api/failed-jobs';

const COLUMNS = ['Job', 'Failed', 'Attempts', 'Last error', endColumn('Action')];

/**
 * Background work that used up its attempts (a mail the SMTP server kept refusing, a payment
 * run that failed): what it was, when, and its last error, with Retry (ADR 0032).
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
            retryLabel="Try Again"
          />
        ) : jobs.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            Every background job (e-mail, payment checks, clean-up) ran or is still being tried.
          </p>
        ) : (
          <Table
            responsive
            className="mb-0 align-middle small"
            aria-labelledby="failed-jobs-heading"
          >
            <TableHead columns={COLUMNS} />
            <tbody>
              {jobs.map((job) => (
                <FailedJobRow
                  key={job.id}
                  job={job}
                  retrying={retry.isPending && retry.variables === job.id}
                  onRetry={() => retry.mutate(job.id)}
                />
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}

function FailedJobRow({
  job,
  retrying,
  onRetry,
}: {
  job: FailedJob;
  retrying: boolean;
  onRetry: () => void;
}) {
  const label = JOB_KIND_LABELS[job.kind] ?? job.kind;
  return (
    <tr>
      <td>
        <div className="text-nowrap">{label}</div>
        <div className="text-body-secondary text-nowrap">#{job.id}</div>
      </td>
      <DateCell at={job.finishedAt ?? job.createdAt} withTime />
      <td>{formatCount(job.attempts)}</td>
      <td className="text-break">{job.lastError ?? 'No error recorded'}</td>
      <td className="text-end">
        <Button
          variant="outline-primary"
          size="sm"
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
      </td>
    </tr>
  );
}
