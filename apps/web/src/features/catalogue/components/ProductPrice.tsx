import { formatMoney } from '../../../lib/format';

export function ProductPrice({ price, className }: { price: number | null; className?: string }) {
  return price === null ? (
    <span className={className}>Request a Quote</span>
  ) : (
    <span className={className}>{formatMoney(price)}</span>
  );
}
