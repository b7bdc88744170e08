import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode };

/** Label and value pairs: side by side from the small breakpoint up, stacked below. */
export function InfoList({ items, className = '' }: { items: InfoItem[]; className?: string }) {
  return (
    <dl className={`row mb-0 ${className}`.trim()}>
      {items.map((item) => (
        <div className="col-12 d-sm-flex py-1 border-bottom border-light-subtle" key={item.label}>
          <dt className="small text-body-secondary fw-normal me-sm-3" style={{ minWidth: '11rem' }}>
            {item.label}
          </dt>
          <dd className="mb-0 text-break">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An empty answer, said plainly. */
export function NotGiven({ text = 'Not specified' }: { text?: string }) {
  return <span className="text-body-secondary fst-italic">{text}</span>;
}
