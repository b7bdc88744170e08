import { useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { warrantyBadge, warrantyTerm, WARRANTY_SPEC_KEY, type ProductDetail } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { productQuery } from '../api/get-product';
import { AvailabilityBadge } from './AvailabilityBadge';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { StarRating } from '../../../components/ui/StarRating';
import { formatMoney } from '../../../lib/format';
import { toQueryString } from '../../../lib/query-string';

export type AddToCartRender = (choice: {
  product: ProductDetail;
  packageId: number;
  quantity: number;
}) => ReactNode;

/**
 * The details overlay of /products. Opening it starts at quantity 1 and the first package
 * (docs/modules/catalogue.md#screens): the body is keyed by product, so its choices reset.
 */
export function ProductDetailsModal({
  productId,
  onHide,
  onOpenProduct,
  renderAddToCart,
}: {
  productId: number | null;
  onHide: () => void;
  onOpenProduct: (id: number) => void;
  renderAddToCart: AddToCartRender;
}) {
  return (
    <Modal
      show={productId !== null}
      onHide={onHide}
      size="lg"
      aria-labelledby="product-details-title"
      scrollable
    >
      {productId !== null && (
        <DetailsBody
          key={productId}
          productId={productId}
          onOpenProduct={onOpenProduct}
          renderAddToCart={renderAddToCart}
        />
      )}
    </Modal>
  );
}

function DetailsBody({
  productId,
  onOpenProduct,
  renderAddToCart,
}: {
  productId: number;
  onOpenProduct: (id: number) => void;
  renderAddToCart: AddToCartRender;
}) {
  const query = useQuery(productQuery(productId));
  const [packageIndex, setPackageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);

  if (query.isPending) {
    return (
      <>
        <Modal.Header closeButton closeLabel="Close details">
          <Modal.Title id="product-details-title">Product details</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <LoadingState label="Loading product details..." />
        </Modal.Body>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <Modal.Header closeButton closeLabel="Close details">
          <Modal.Title id="product-details-title">Product details</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorState
            message={
              query.error.message === 'Product not found'
                ? 'This product is no longer available.'
                : 'Failed to load product details. Please try again.'
            }
            onRetry={() => void query.refetch()}
          />
        </Modal.Body>
      </>
    );
  }

  const product = query.data;
  const chosen = product.packages[packageIndex] ?? product.packages[0];
  const maxQuantity = Math.max(1, Math.min(99, product.stock ?? product.stockLeft ?? 99));
  // The product's one warranty term closes its specifications (the badge says the same).
  const specs: [string, string][] = [
    ...Object.entries(product.specs),
    [WARRANTY_SPEC_KEY, warrantyTerm(product.warrantyMonths)],
  ];

  return (
    <>
      <Modal.Header closeButton closeLabel="Close details">
        <Modal.Title id="product-details-title" as="h2" className="h4">
          {product.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-4">
          <div className="col-md-5">
            <ProductImage
              image={product.images[0] ?? product.image}
              alt={product.name}
              sizes="(min-width: 768px) 320px, 90vw"
              eager
              className="img-fluid rounded product-detail-image"
            />
            <div className="small text-body-secondary mt-2">SKU {product.sku}</div>
          </div>
          <div className="col-md-7">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <StarRating rating={product.rating} reviewCount={product.reviewCount} />
              <AvailabilityBadge product={product} />
            </div>
            <ProductPrice
              price={chosen?.price ?? product.price}
              className="d-block fs-3 fw-bold mb-3"
            />
            <p className="small mb-2">
              <i
                className={`bi ${product.warrantyMonths === 0 ? 'bi-shield-x text-body-secondary' : 'bi-shield-check text-success'} me-1`}
                aria-hidden="true"
              />
              {warrantyBadge(product.warrantyMonths)}
            </p>
            <p>{product.description}</p>
            {product.features.length > 0 && (
              <>
                <h3 className="h6">Features</h3>
                <ul className="mb-3">
                  {product.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            )}

            {product.packages.length > 1 && (
              <fieldset className="mb-3">
                <legend className="h6">Package</legend>
                {product.packages.map((p, i) => (
                  <Form.Check
                    key={p.id}
                    type="radio"
                    id={`package-${p.id}`}
                    name="package"
                    checked={i === packageIndex}
                    onChange={() => setPackageIndex(i)}
                    label={
                      <span>
                        <strong>{p.name}</strong>
                        {p.price !== null && <> &mdash; {formatMoney(p.price)}</>}
                        {p.features.length > 0 && (
                          <span className="d-block small text-body-secondary">
                            {p.features.join(' · ')}
                          </span>
                        )}
                      </span>
                    }
                    className="mb-2"
                  />
                ))}
              </fieldset>
            )}

            {product.quote ? (
              <div className="d-grid gap-2">
                <p className="mb-1 text-body-secondary">
                  This system is priced for your site. Tell us about it and we will send a quote.
                </p>
                <Link
                  to={`/contact${toQueryString({ subject: `Quote for ${product.name}` })}#quote-form`}
                  className="btn btn-primary btn-lg"
                >
                  <i className="bi bi-chat-square-text me-2" aria-hidden="true" />
                  Request a Quote
                </Link>
              </div>
            ) : (
              <div className="d-flex flex-wrap align-items-center gap-3">
                <div style={{ maxWidth: '10rem' }}>
                  <QuantityStepper
                    value={quantity}
                    onChange={setQuantity}
                    max={maxQuantity}
                    label="Quantity"
                    disabled={product.availability === 'out_of_stock'}
                  />
                </div>
                {chosen && renderAddToCart({ product, packageId: chosen.id, quantity })}
              </div>
            )}
          </div>
        </div>

        {specs.length > 0 && (
          <>
            <h3 className="h6 mt-4">Specifications</h3>
            <Table size="sm" striped bordered responsive className="mb-0">
              <tbody>
                {specs.map(([key, value]) => (
                  <tr key={key}>
                    <th scope="row" className="w-25">
                      {key}
                    </th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}

        {product.compatibleWith.length > 0 && (
          <>
            <h3 className="h6 mt-4">Works with</h3>
            <ul className="list-inline mb-0">
              {product.compatibleWith.map((c) => (
                <li key={c.id} className="list-inline-item">
                  <button
                    type="button"
                    className="btn btn-link p-0"
                    onClick={() => onOpenProduct(c.id)}
                  >
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal.Body>
    </>
  );
}
