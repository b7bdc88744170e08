import Card from 'react-bootstrap/Card';
import type { ProductSummary } from '@shop/contract';
import { PRODUCT_CARD_IMAGE_SIZES } from '@shop/contract/catalogue-rules';
import { AvailabilityBadge } from './AvailabilityBadge';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { StarRating } from '../../../components/ui/StarRating';

export function ProductCard({
  product,
  onOpen,
  eager,
  priority,
}: {
  product: ProductSummary;
  onOpen: (id: number) => void;
  eager?: boolean;
  /** The first card's picture is the page's largest paint: fetched first. */
  priority?: boolean;
}) {
  return (
    <Card className="h-100 shadow-sm product-card">
      <ProductImage
        image={product.image}
        alt={product.name}
        sizes={PRODUCT_CARD_IMAGE_SIZES}
        eager={eager}
        priority={priority}
        className="card-img-top product-card-image"
      />
      <Card.Body className="d-flex flex-column">
        <div className="small text-body-secondary mb-1">{product.categoryName}</div>
        <Card.Title as="h2" className="h6">
          {product.name}
        </Card.Title>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <p className="small text-body-secondary mt-2 mb-3 product-card-description">
          {product.description}
        </p>
        <div className="mt-auto d-flex flex-wrap align-items-center justify-content-between gap-2">
          <ProductPrice price={product.price} className="fw-bold fs-5" />
          <AvailabilityBadge product={product} />
        </div>
        <button
          type="button"
          className="btn btn-outline-primary mt-3 stretched-link"
          onClick={() => onOpen(product.id)}
        >
          View Details <span className="visually-hidden">of {product.name}</span>
        </button>
      </Card.Body>
    </Card>
  );
}
