import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

export type HealthRow = { label: string; value: ReactNode };

/** One part of the system (database, mail, payments): a state badge and its facts. */
export function HealthCard({
  title,
  icon,
  state,
  rows,
}: {
  title: string;
  icon: string;
  state: { ok: boolean; label: string };
  rows: HealthRow[];
}) {
  return (
    <Card className="h-100 shadow-sm">
      {/* Wraps: beside the back office's side menu a long state badge gets its own line. */}
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-3">
        <i className={`bi bi-${icon} text-primary`} aria-hidden="true" />
        <h2 className="h6 mb-0 me-auto">{title}</h2>
        <Badge bg={state.ok ? 'success' : 'danger'}>
          <i
            className={state.ok ? 'bi bi-check-circle-fill me-1' : 'bi bi-x-circle-fill me-1'}
            aria-hidden="true"
          />
          {state.label}
        </Badge>
      </Card.Header>
      <Card.Body>
        <dl className="mb-0 small">
          {rows.map((row) => (
            <div className="d-flex justify-content-between gap-3 mb-2" key={row.label}>
              <dt className="fw-normal text-body-secondary">{row.label}</dt>
              <dd className="text-end fw-semibold mb-0">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
