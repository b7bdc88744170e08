import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ProductDetail } from '@shop/contract';
import { useCart } from '../use-cart';
import { useCartDrawer } from '../cart-drawer-context';

/** Adds the chosen package and quantity; disabled when out of stock (storefront.md section 5). */
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
  return (
    <div className="d-grid gap-2 flex-grow-1">
      <Button
        size="lg"
        disabled={outOfStock || add.isPending}
        onClick={() =>
          add.mutate(
            { productId: product.id, packageId, quantity },
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
      {add.isError && (
        <Alert variant="danger" className="mb-0 py-2" role="alert">
          {add.error.message}
        </Alert>
      )}
    </div>
  );
}
