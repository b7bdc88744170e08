import type { ReactNode } from 'react';

/** A part of a detail screen: a card named by its heading, the content under it. */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-label={title}>
      <div className="card-body">
        <h2 className="h5 card-title">{title}</h2>
        {children}
      </div>
    </section>
  );
}
