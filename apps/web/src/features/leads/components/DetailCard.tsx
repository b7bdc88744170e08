import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A titled section of a detail screen. */
export function DetailCard({
  id,
  title,
  icon,
  actions,
  children,
}: {
  id: string;
  title: string;
  /** The full class, e.g. "bi bi-person". */
  icon: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={id}>
      <Card.Header className="d-flex align-items-center gap-2 bg-body-tertiary">
        <h2 id={id} className="h6 mb-0 me-auto">
          <i className={`${icon} text-primary me-2`} aria-hidden="true" />
          {title}
        </h2>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
