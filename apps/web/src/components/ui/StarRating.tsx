import { formatCount } from '../../lib/format';
/** Five stars with halves (docs/modules/catalogue.md#rules), and the rating for screen readers. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  // A product nobody has rated has the default rating: five stars would claim what no one said.
  if (reviewCount === 0) return <span className="small text-body-secondary">No reviews yet</span>;
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 'star-fill' : left === 1 ? 'star-half' : 'star';
  });
  return (
    <span className="d-inline-flex align-items-center gap-1 small">
      <span className="text-warning" aria-hidden="true">
        {stars.map((icon, i) => (
          <i key={i} className={`bi bi-${icon}`} />
        ))}
      </span>
      <span className="visually-hidden">Rated {rating.toFixed(1)} out of 5</span>
      {reviewCount !== undefined && (
        <span className="text-body-secondary">
          ({formatCount(reviewCount)}
          <span className="visually-hidden"> reviews</span>)
        </span>
      )}
    </span>
  );
}
