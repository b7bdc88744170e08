import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import { isReadOnly } from '@shop/contract';
import { ReadOnlyNote } from '../../components/ui/ReadOnlyNote';
import { useAuth } from '../../lib/auth';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { CartLines } from '../../features/cart/components/CartLines';
import { useCart } from '../../features/cart/use-cart';
import { useCartDrawer } from '../../features/cart/cart-drawer-context';
import { formatMoney } from '../../lib/format';

/** The cart drawer of the navbar (docs/modules/cart.md#screens). */
export function CartDrawer() {
  const { shown, close } = useCartDrawer();
  const { query, items, summary } = useCart();
  // A guest account keeps a cart but may not check out.
  const readOnly = isReadOnly(useAuth().user);
  return (
    <Offcanvas show={shown} onHide={close} placement="end" aria-labelledby="cart-drawer-title">
      <Offcanvas.Header closeButton closeLabel="Close cart">
        <Offcanvas.Title id="cart-drawer-title">
          <i className="bi bi-cart3 me-2" aria-hidden="true" />
          Your Cart
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">
        {query.isPending ? (
          <LoadingState label="Loading your cart..." />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <div className="text-center text-body-secondary my-auto">
            <i className="bi bi-cart-x display-4 d-block mb-3" aria-hidden="true" />
            <p className="mb-3">Your cart is empty.</p>
            <Link to="/products" className="btn btn-primary" onClick={close}>
              Browse Products
            </Link>
          </div>
        ) : (
          <>
            <div className="flex-grow-1 overflow-auto">
              <CartLines />
            </div>
            <div className="border-top pt-3">
              <div className="d-flex justify-content-between fs-5 fw-semibold mb-3">
                <span>Subtotal</span>
                <span data-testid="cart-subtotal">{formatMoney(summary.subtotal)}</span>
              </div>
              <div className="d-grid gap-2">
                {readOnly ? (
                  <Button size="lg" disabled aria-describedby="cart-read-only">
                    Proceed to Checkout
                  </Button>
                ) : (
                  <Link to="/checkout" className="btn btn-primary btn-lg" onClick={close}>
                    Proceed to Checkout
                  </Link>
                )}
                {readOnly && <ReadOnlyNote id="cart-read-only" className="mb-0" />}
                <Link to="/products" className="btn btn-outline-secondary" onClick={close}>
                  Continue Shopping
                </Link>
              </div>
              <p className="small text-body-secondary mt-2 mb-0">
                Tax and shipping are added at checkout.
              </p>
            </div>
          </>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
