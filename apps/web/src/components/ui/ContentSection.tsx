import type { ReactNode } from 'react';

/**
 * A section of a content page: a full-width band (white or tinted) with a centred heading
 * and its lead, then the section's own content in the page container.
 */
export function ContentSection({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'py-5 bg-body-tertiary' : 'py-5'} aria-labelledby={id}>
      <div className="container">
        <div className="text-center mb-4 mb-lg-5">
          <h2 id={id} className="fw-bold">
            {title}
          </h2>
          {lead && <p className="text-body-secondary mb-0">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
