import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { ProductDetail } from '@shop/contract';
import { useCart } from '../use-cart';
import { useCartDrawer } from '../cart-drawer-context';
import { formatMoney } from '../../../lib/format';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/**
 * Adds the chosen package and quantity; disabled when out of stock
 * (docs/modules/cart.md#lines-and-quantities). A product offered with installation has its checkbox
 * here: the server prices it.
 */
export function AddToCartButton({
  product,
  packageId,
  quantity,
  onAdded,
}: {
  product: ProductDetail;
  packageId: number;
  quantity: number;
  /** Called once the server has the line (the details overlay closes for the drawer). */
  onAdded?: () => void;
}) {
  const { add } = useCart();
  const drawer = useCartDrawer();
  const outOfStock = product.availability === 'out_of_stock';
  const [installation, setInstallation] = useState(false);
  const offered = product.installation.available && product.installation.price !== null;
  return (
    <div className="d-grid gap-2 flex-grow-1">
      {offered && (
        <Form.Check
          id={`installation-${product.id}`}
          type="checkbox"
          checked={installation}
          onChange={(e) => setInstallation(e.currentTarget.checked)}
          label={`Add professional installation (+${formatMoney(product.installation.price!)} per unit)`}
        />
      )}
      <Button
        size="lg"
        disabled={outOfStock || add.isPending}
        onClick={() =>
          add.mutate(
            {
              productId: product.id,
              packageId,
              quantity,
              ...(offered ? { installationIncluded: installation } : {}),
            },
            {
              onSuccess: () => {
                onAdded?.();
                drawer.open();
              },
            },
          )
        }
      >
        {add.isPending ? (
          <>
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Adding...
          </>
        ) : outOfStock ? (
          'Out of Stock'
        ) : (
          <>
            <i className="bi bi-cart-plus me-2" aria-hidden="true" />
            Add to Cart
          </>
        )}
      </Button>
      {add.isError && <FailureAlert text={add.error.message} className="mb-0 py-2" />}
    </div>
  );
}
