import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One block of the dashboard: a card with a heading (its section's name) and an action. */
export function DashboardPanel({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="h-100">
      <Card className="h-100 shadow-sm">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
          <h2 id={id} className="h6 mb-0 me-auto">
            <i className={`bi bi-${icon} text-primary me-2`} aria-hidden="true" />
            {title}
          </h2>
          {action}
        </Card.Header>
        {children}
      </Card>
    </section>
  );
}

/** What a panel says when it has nothing to show yet. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <Card.Body className="text-center text-body-secondary py-4">{children}</Card.Body>;
}
