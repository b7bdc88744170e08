import Badge from 'react-bootstrap/Badge';
import type { ProductSummary } from '@shop/contract';

/**
 * Above 10 In Stock; 1 to 10 Low Stock with the count left; 0 Out of Stock. Staff also see
 * the exact count next to In Stock (the server sends it only to them).
 */
export function AvailabilityBadge({
  product,
}: {
  product: Pick<ProductSummary, 'availability' | 'stockLeft' | 'stock' | 'quote'>;
}) {
  if (product.quote) {
    return (
      <Badge bg="info" text="dark">
        Quote on request
      </Badge>
    );
  }
  if (product.availability === 'out_of_stock') return <Badge bg="danger">Out of Stock</Badge>;
  if (product.availability === 'low_stock') {
    return (
      <Badge bg="warning" text="dark">
        Low Stock ({product.stockLeft} left)
      </Badge>
    );
  }
  return <Badge bg="success">In Stock{product.stock !== null ? ` (${product.stock})` : ''}</Badge>;
}
