import type { ReactNode } from 'react';

/**
 * The centred heading that opens a section of a content page. `id` is for the section's
 * aria-labelledby.
 */
export function SectionHeading({
  id,
  title,
  lead,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="text-center mb-4 mb-lg-5">
      <h2 id={id} className="fw-bold">
        {title}
      </h2>
      {lead && <p className="text-body-secondary mb-0">{lead}</p>}
    </div>
  );
}
