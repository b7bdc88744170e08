import { AddToCartButton } from '../../cart/components/AddToCartButton';
import { ProductDetailsModal } from './ProductDetailsModal';

/**
 * The details overlay with its Add to Cart, as one module the products page loads when a
 * product is first opened (the page's first load stays small).
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
