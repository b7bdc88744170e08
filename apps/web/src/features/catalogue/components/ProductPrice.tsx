import type { Cents } from '@shop/contract/money';
import { formatMoney } from '../../../lib/format';

export function ProductPrice({ price, className }: { price: Cents | null; className?: string }) {
  return price === null ? (
    <span className={className}>Request a Quote</span>
  ) : (
    <span className={className}>{formatMoney(price)}</span>
  );
}
