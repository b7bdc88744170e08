import type { ReactNode } from 'react';

/**
 * A full-width band of a content page (white or tinted), named by its heading, with its content
 * in the page container.
 */
export function ContentBand({
  labelledBy,
  tinted = false,
  children,
}: {
  labelledBy: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'py-5 bg-body-tertiary' : 'py-5'} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}

/**
 * A section of a content page: a band with a centred heading and its lead, then the section's
 * own content.
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
    <ContentBand labelledBy={id} tinted={tinted}>
      <div className="text-center mb-4 mb-lg-5">
        <h2 id={id} className="fw-bold">
          {title}
        </h2>
        {lead && <p className="text-body-secondary mb-0">{lead}</p>}
      </div>
      {children}
    </ContentBand>
  );
}

/**
 * A call to action across the page, in the band's colours: its title and lead, then its actions
 * (the children, links styled as large buttons) beside them on wide screens.
 */
export function CtaBand({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="cta-band text-white py-5" aria-labelledby={id}>
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-8">
            <h2 id={id} className="fw-bold">
              {title}
            </h2>
            <p className="lead mb-0">{lead}</p>
          </div>
          <div className="col-12 col-lg-4">
            <div className="d-flex flex-column flex-sm-row flex-lg-column gap-3">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
