import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addDays, isIsoDate } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { RefreshButton } from '../../components/ui/RefreshButton';
import { formatDay } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParam } from '../../lib/use-list-params';
import { adminWeekQuery } from '../../features/installations/api/installations';
import { JobDialog } from '../../features/installations/components/JobDialog';
import { WeekCalendar } from '../../features/installations/components/WeekCalendar';

/**
 * The installation calendar: a week of jobs per technician, previous and next
 * week, today; the jobs waiting for a slot; a job opens in a dialog. The week is in the URL.
 */
export default function InstallationsPage() {
  useDocumentTitle('Installations');
  const [raw, go] = useSearchParam('week');
  const week = raw && isIsoDate(raw) ? raw : undefined;
  const data = useQuery(adminWeekQuery(week));
  const [open, setOpen] = useState<number | null>(null);
  const start = data.data?.week.start;

  return (
    <div className="container-fluid py-4 px-lg-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-calendar-week text-primary me-2" aria-hidden="true" />
          Installations
        </h1>
        <Link to="/admin/technicians" className="btn btn-outline-secondary">
          Technicians
        </Link>
        <RefreshButton fetching={data.isFetching} onRefresh={() => void data.refetch()} />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ButtonGroup aria-label="Week">
          <Button
            variant="outline-primary"
            disabled={!start}
            onClick={() => start && go(addDays(start, -7))}
            aria-label="Previous week"
          >
            <i className="bi bi-chevron-left" aria-hidden="true" /> Previous
          </Button>
          <Button variant="outline-primary" onClick={() => go(undefined)}>
            Today
          </Button>
          <Button
            variant="outline-primary"
            disabled={!start}
            onClick={() => start && go(addDays(start, 7))}
            aria-label="Next week"
          >
            Next <i className="bi bi-chevron-right" aria-hidden="true" />
          </Button>
        </ButtonGroup>
        {data.data && (
          <span className="fw-semibold" aria-live="polite">
            {formatDay(data.data.week.start)} – {formatDay(data.data.week.end)}
          </span>
        )}
      </div>
      {data.isPending && <LoadingState label="Loading the week..." />}
      {data.isError && (
        <ErrorState
          message="The calendar could not be loaded."
          onRetry={() => void data.refetch()}
        />
      )}
      {data.data && (
        <div className="row g-4">
          <div className="col-12 col-xxl-9">
            <WeekCalendar week={data.data} onOpen={setOpen} />
          </div>
          <section className="col-12 col-xxl-3" aria-labelledby="to-book-title">
            <h2 id="to-book-title" className="h5">
              To book ({data.data.toBook.length})
            </h2>
            {data.data.toBook.length ? (
              <ul className="list-group">
                {data.data.toBook.map((job) => (
                  <li key={job.id} className="list-group-item">
                    <Button
                      variant="link"
                      className="p-0 text-start"
                      onClick={() => setOpen(job.id)}
                    >
                      {job.orderNumber}
                    </Button>
                    <span className="d-block small">{job.customerName}</span>
                    <span className="d-block small text-body-secondary text-break">
                      {job.siteAddress}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-body-secondary">Every installation has a slot.</p>
            )}
          </section>
        </div>
      )}
      <JobDialog jobId={open} onHide={() => setOpen(null)} />
    </div>
  );
}
