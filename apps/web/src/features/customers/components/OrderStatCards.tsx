import Card from 'react-bootstrap/Card';
import type { CustomerOrderStats } from '@shop/contract';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { ErrorState } from '../../../components/ui/ErrorState';
import { formatMoney, formatCount } from '../../../lib/format';

const CARDS: {
  key: keyof Omit<CustomerOrderStats, 'latestOrderId'>;
  label: string;
  /** A Bootstrap Icons name, quoted alone so the icon subset finds it. */
  icon: string;
  tone: string;
}[] = [
  { key: 'totalOrders', label: 'Total Orders', icon: 'bag-check', tone: 'text-primary' },
  { key: 'pending', label: 'Pending', icon: 'hourglass-split', tone: 'text-warning' },
  { key: 'delivered', label: 'Delivered', icon: 'box-seam', tone: 'text-success' },
  { key: 'totalSpent', label: 'Total Spent', icon: 'currency-dollar', tone: 'text-info' },
];

/** The four cards of the overview, counted by the server. */
export function OrderStatCards({
  stats,
  isError,
  onRetry,
}: {
  stats: CustomerOrderStats | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) {
    return <ErrorState message={ORDER_MESSAGES.loadFailed} onRetry={onRetry} retryLabel="Retry" />;
  }
  return (
    <ul className="row g-3 list-unstyled mb-0" aria-busy={!stats}>
      {CARDS.map((card) => (
        <li key={card.key} className="col-6 col-lg-3">
          <Card className="h-100 shadow-sm">
            <Card.Body className="d-flex align-items-center gap-3">
              <i
                className={`bi bi-${card.icon} fs-2 d-none d-sm-inline ${card.tone}`}
                aria-hidden="true"
              />
              <div style={{ minWidth: 0 }}>
                <div className="small text-body-secondary">{card.label}</div>
                <div className="fs-4 fw-bold text-nowrap" data-testid={`stat-${card.key}`}>
                  {!stats
                    ? '\u2026'
                    : card.key === 'totalSpent'
                      ? formatMoney(stats.totalSpent)
                      : formatCount(stats[card.key])}
                </div>
              </div>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
