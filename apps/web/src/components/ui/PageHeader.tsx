import type { ReactNode } from 'react';

/** The dark band at the top of every public page. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-header bg-dark text-light py-5">
      <div className="container">
        <h1 className="display-5 fw-bold">{title}</h1>
        {lead && <p className="lead mb-0">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
