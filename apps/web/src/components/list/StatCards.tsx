import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { formatCount } from '../../lib/format';

export type StatCard = {
  label: string;
  value: string | undefined;
  /** The full class, e.g. "bi bi-inbox", so the icon font keeps the glyph. */
  icon: string;
  /** Text colour of the icon, e.g. "text-primary". */
  tone: string;
};

/** A card's count, or undefined while the statistics load (the card shows a placeholder). */
export const statCount = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));

/**
 * The list's counters: two a row on a phone, three on a tablet, one row on a wide screen. A
 * long amount gets smaller with its card instead of spilling out (styles.css).
 */
export function StatCards({
  cards,
  isError,
  onRetry,
}: {
  cards: StatCard[];
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <section aria-label="Statistics" className="mb-4">
      <div className="row g-2 g-md-3">
        {cards.map((card) => (
          <div className="col-6 col-md-4 col-xl" key={card.label}>
            <Card className="h-100 shadow-sm">
              <Card.Body className="d-flex align-items-center gap-2 gap-md-3 p-3">
                <i className={`${card.icon} ${card.tone} fs-3`} aria-hidden="true" />
                <div className="stat-card-text">
                  <div className="stat-card-value fw-bold lh-sm">
                    {card.value ??
                      (isError ? (
                        <span aria-label="Not available">-</span>
                      ) : (
                        <Placeholder as="span" animation="glow">
                          <Placeholder xs={6} />
                          <span className="visually-hidden">Loading</span>
                        </Placeholder>
                      ))}
                  </div>
                  <div className="small text-body-secondary">{card.label}</div>
                </div>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      {isError && (
        <p className="small text-danger mt-2 mb-0">
          Failed to load statistics.{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
            Retry
          </Button>
        </p>
      )}
    </section>
  );
}
