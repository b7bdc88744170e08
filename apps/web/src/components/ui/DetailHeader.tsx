import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The small link back to the list a detail screen was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="small">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * The top of a detail screen: the link back to its list, then the record's number as the
 * heading, its status badge and a line of what it is (`children`).
 */
export function DetailHeader({
  back,
  title,
  badge,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2 mb-3">
        <h1 className="h3 mb-0 me-2 text-nowrap">{title}</h1>
        {badge}
        <span className="text-body-secondary small">{children}</span>
      </div>
    </>
  );
}
