import Card from 'react-bootstrap/Card';

export type StatCard = {
  label: string;
  value: string;
  /** A Bootstrap Icons name, e.g. "box-seam". */
  icon: string;
  /** Text colour of the icon, e.g. "text-primary". */
  tone: string;
};

/** Large, but small enough on a phone's half-width card for "$123,456.50" to fit. */
const VALUE_SIZE = { fontSize: 'clamp(1.1rem, 0.9rem + 1.2vw, 1.5rem)' };

/**
 * A row of counters: two a row on a phone, more on wider screens (`colClass`). `label` names
 * the section, shown as its heading when `showHeading`.
 */
export function StatCards({
  label,
  cards,
  colClass,
  showHeading = false,
}: {
  label: string;
  cards: StatCard[];
  colClass: string;
  showHeading?: boolean;
}) {
  return (
    <section aria-label={label} className="mb-4">
      {showHeading && <h2 className="h5 mb-3">{label}</h2>}
      <div className="row g-2 g-md-3">
        {cards.map((card) => (
          <div className={colClass} key={card.label}>
            <Card className="h-100 shadow-sm">
              <Card.Body className="p-3">
                <div className="d-flex align-items-center gap-2 mb-1">
                  <i className={`bi bi-${card.icon} ${card.tone} fs-5`} aria-hidden="true" />
                  <span className="small text-body-secondary">{card.label}</span>
                </div>
                <div className="fw-bold lh-sm text-nowrap" style={VALUE_SIZE}>
                  {card.value}
                </div>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </section>
  );
}
