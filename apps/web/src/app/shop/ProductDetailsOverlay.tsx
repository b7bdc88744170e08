import { AddToCartButton } from '../../features/cart/components/AddToCartButton';
import { ProductDetailsModal } from '../../features/catalogue/components/ProductDetailsModal';

/**
 * The details overlay with its Add to Cart, as one module the products page loads when a
 * product is first opened (the page's first load stays small). It lives in app/ because it
 * joins two features: the catalogue's details and the cart's button.
 */
export default function ProductDetailsOverlay({
  productId,
  onHide,
  onOpenProduct,
}: {
  productId: number | null;
  onHide: () => void;
  onOpenProduct: (id: number) => void;
}) {
  return (
    <ProductDetailsModal
      productId={productId}
      onHide={onHide}
      onOpenProduct={onOpenProduct}
      renderAddToCart={(choice) => <AddToCartButton {...choice} onAdded={onHide} />}
    />
  );
}
