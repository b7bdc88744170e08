import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';

/**
 * The cart drawer. The server-side cart arrives with the storefront issue; until then the
 * drawer honestly shows an empty cart and the way to the products.
 */
export function CartDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="cart-drawer-title">
      <Offcanvas.Header closeButton closeLabel="Close cart">
        <Offcanvas.Title id="cart-drawer-title">
          <i className="bi bi-cart3 me-2" aria-hidden="true" />
          Your Cart
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">
        <div className="text-center text-body-secondary my-auto">
          <i className="bi bi-cart-x display-4 d-block mb-3" aria-hidden="true" />
          <p className="mb-3">Your cart is empty.</p>
          <Link to="/products" className="btn btn-primary" onClick={onHide}>
            Browse Products
          </Link>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
