import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/ErrorState';
import { errorText } from '../../../lib/error-text';
import { quotesListQuery } from '../api/quotes';
import { formatMoney } from '../../../lib/format';
import { QuoteStatusBadge } from './QuoteStatusBadge';

/** A lead's quotes on its screen, and the button that starts one from it. */
export function LeadQuotesCard({ kind, id }: { kind: 'survey' | 'contact'; id: number }) {
  const key = kind === 'survey' ? 'siteSurveyId' : 'contactRequestId';
  const list = useQuery(quotesListQuery({ [key]: id, limit: 20, sort: 'created', order: 'desc' }));
  const headingId = `lead-quotes-${kind}-${id}`;
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={headingId}>
      <Card.Header className="d-flex align-items-center gap-2 bg-body-tertiary">
        <h2 id={headingId} className="h6 mb-0 me-auto">
          <i className="bi bi-file-earmark-text text-primary me-2" aria-hidden="true" />
          Quotes
        </h2>
        <Link
          to={`/admin/quotes/new?${kind === 'survey' ? 'survey' : 'contact'}=${id}`}
          className="btn btn-sm btn-primary"
        >
          Create Quote
        </Link>
      </Card.Header>
      <Card.Body>
        {list.isPending ? (
          <span className="small text-body-secondary">Loading quotes...</span>
        ) : list.isError ? (
          <ErrorState
            message={errorText(list.error, 'Failed to load the quotes')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.quotes.length === 0 ? (
          <span className="small text-body-secondary">No quote yet.</span>
        ) : (
          <ul className="list-unstyled mb-0">
            {list.data.quotes.map((q) => (
              <li key={q.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <Link to={`/admin/quotes/${q.id}`}>{q.quoteNumber}</Link>
                <QuoteStatusBadge status={q.status} />
                <span className="ms-auto">{formatMoney(q.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
