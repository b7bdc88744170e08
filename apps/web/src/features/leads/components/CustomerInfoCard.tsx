import type { ReactNode } from 'react';
import { initialsOf } from '../lead-labels';
import { CopyButton } from './CopyButton';
import { DetailCard } from './DetailCard';

export type CustomerLine = {
  /** The full class, e.g. "bi bi-envelope". */
  icon: string;
  label: string;
  value: string | null;
  /** mailto: or tel: link for the value. */
  href?: string;
  copy?: boolean;
  /** Shown after the value, e.g. a property type's name. */
  extra?: ReactNode;
};

/** Who sent the lead: initials, name, and the ways to reach them (with copy buttons). */
export function CustomerInfoCard({ name, lines }: { name: string; lines: CustomerLine[] }) {
  return (
    <DetailCard id="customer-heading" title="Customer" icon="bi bi-person">
      <div className="d-flex align-items-center gap-3 mb-3">
        <span
          className="avatar-initials bg-primary-subtle text-primary-emphasis flex-shrink-0"
          style={{ width: '3.5rem', height: '3.5rem', fontSize: '1.25rem' }}
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
        <p className="h5 mb-0 text-break">{name}</p>
      </div>
      <ul className="list-unstyled mb-0">
        {lines.map((line) => (
          <li key={line.label} className="d-flex align-items-start gap-2 py-1">
            <i className={`${line.icon} text-body-secondary mt-1`} aria-hidden="true" />
            <div className="flex-grow-1" style={{ minWidth: 0 }}>
              <div className="small text-body-secondary">{line.label}</div>
              <div className="d-flex flex-wrap align-items-center gap-1">
                {line.value === null ? (
                  <span className="text-body-secondary fst-italic">Not provided</span>
                ) : line.href ? (
                  <a href={line.href} className="text-break">
                    {line.value}
                  </a>
                ) : (
                  <span className="text-break">{line.value}</span>
                )}
                {line.extra}
                {line.copy && line.value !== null && (
                  <CopyButton text={line.value} label={`Copy ${line.label.toLowerCase()}`} />
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
