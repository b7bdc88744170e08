import { lazy, Suspense, useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useQuery } from '@tanstack/react-query';
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  SEARCH_SORT_LABEL,
  catalogueSearch,
  type ProductSort,
} from '@shop/contract/catalogue-rules';
import { PageHeader } from '../../components/ui/PageHeader';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Link } from 'react-router';
import { Pager } from '../../components/list/Pager';
import { useDocumentTitle } from '../../lib/use-document-title';
import { categoriesQuery } from '../../features/catalogue/api/get-categories';
import { productsQuery } from '../../features/catalogue/api/get-products';
import { ProductCard } from '../../features/catalogue/components/ProductCard';
import { PriceSlider } from '../../features/catalogue/components/PriceSlider';
import { useCatalogueParams } from '../../features/catalogue/use-catalogue-params';

const reload = () => window.location.reload();
const ProductDetailsOverlay = lazy(() => import('./ProductDetailsOverlay'));

export default function ProductsPage() {
  const { params, update } = useCatalogueParams();
  useDocumentTitle(params.search ? `Search: ${params.search}` : 'Products');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The overlay's code arrives with the first product opened, and then stays for its animations.
  const [detailsUsed, setDetailsUsed] = useState(false);
  if (params.product !== null && !detailsUsed) setDetailsUsed(true);
  const categories = useQuery(categoriesQuery());
  const products = useQuery(productsQuery(params));

  const pickCategory = (category: number | null) => {
    // A new category starts at page 1 with the full price range; below 992px the sidebar closes.
    update({ category, page: 1, maxPrice: null, product: null });
    setFiltersOpen(false);
  };
  const setMaxPrice = useCallback(
    (maxPrice: number | null) => update({ maxPrice, page: 1 }, { replace: true }),
    [update],
  );
  const openProduct = useCallback((product: number) => update({ product }), [update]);
  const closeProduct = useCallback(() => update({ product: null }), [update]);

  const currentCategory = categories.data?.find((c) => c.id === params.category);
  const searching = params.search !== null;
  const clearSearch = () => update({ search: null, page: 1, product: null });
  const hrefFor = (page: number) =>
    `/products${catalogueSearch({ ...params, page, product: null })}`;

  return (
    <>
      <PageHeader
        title="Security Products"
        lead="Cameras, recorders, alarms and access control, chosen and supported by our installers."
      />
      <div className="container py-4 py-lg-5">
        <div className="row g-4">
          <aside className="col-lg-3" aria-label="Filters">
            <Offcanvas
              show={filtersOpen}
              onHide={() => setFiltersOpen(false)}
              responsive="lg"
              placement="start"
              aria-labelledby="filters-title"
            >
              <Offcanvas.Header closeButton closeLabel="Close filters">
                <Offcanvas.Title id="filters-title">Filters</Offcanvas.Title>
              </Offcanvas.Header>
              <Offcanvas.Body className="flex-column gap-4 w-100">
                <section aria-labelledby="categories-heading">
                  <h2 id="categories-heading" className="h6 fw-semibold">
                    Categories
                  </h2>
                  {categories.isError ? (
                    <ErrorState
                      message="Failed to load categories. Please try again later."
                      onRetry={reload}
                    />
                  ) : (
                    <ListGroup>
                      <ListGroup.Item
                        action
                        active={params.category === null}
                        onClick={() => pickCategory(null)}
                        aria-current={params.category === null ? 'true' : undefined}
                      >
                        All Products
                      </ListGroup.Item>
                      {(categories.data ?? []).map((c) => (
                        <ListGroup.Item
                          key={c.id}
                          action
                          active={params.category === c.id}
                          aria-current={params.category === c.id ? 'true' : undefined}
                          onClick={() => pickCategory(c.id)}
                          className="d-flex justify-content-between align-items-center"
                        >
                          {c.name}
                          <span className="badge text-bg-light rounded-pill">{c.productCount}</span>
                        </ListGroup.Item>
                      ))}
                    </ListGroup>
                  )}
                </section>
                {products.data && (
                  <PriceSlider
                    ceiling={products.data.priceCeiling}
                    value={params.maxPrice}
                    onChange={setMaxPrice}
                  />
                )}
              </Offcanvas.Body>
            </Offcanvas>
          </aside>

          <section className="col-lg-9" aria-labelledby="results-heading">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <h2 id="results-heading" className="h5 mb-0 me-auto">
                {searching ? (
                  <>
                    Results for &ldquo;{params.search}&rdquo;
                    {currentCategory && (
                      <span className="fw-normal"> in {currentCategory.name}</span>
                    )}
                  </>
                ) : params.category === null ? (
                  'All Products'
                ) : (
                  (currentCategory?.name ?? 'Products')
                )}
                {products.data && (
                  <span className="text-body-secondary fw-normal fs-6 ms-2">
                    {products.data.pagination.totalItems} products
                  </span>
                )}
              </h2>
              <Button
                variant="outline-secondary"
                className="d-lg-none"
                onClick={() => setFiltersOpen(true)}
                aria-expanded={filtersOpen}
              >
                <i className="bi bi-funnel me-1" aria-hidden="true" />
                Filters
              </Button>
              <Form.Label htmlFor="sort" className="mb-0 small text-body-secondary">
                Sort by
              </Form.Label>
              <Form.Select
                id="sort"
                className="w-auto"
                value={params.sort}
                onChange={(e) => update({ sort: e.target.value as ProductSort, page: 1 })}
              >
                {PRODUCT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {searching && s === 'featured' ? SEARCH_SORT_LABEL : PRODUCT_SORT_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
            </div>

            {products.isPending ? (
              <LoadingState label="Loading products..." />
            ) : products.isError ? (
              <ErrorState
                message={
                  products.error.message === 'Category not found'
                    ? 'This category no longer exists.'
                    : 'Failed to load products. Please try again later.'
                }
                onRetry={reload}
              />
            ) : products.data.products.length === 0 && searching ? (
              <div className="text-center py-5">
                <i
                  className="bi bi-search display-5 text-body-secondary d-block mb-3"
                  aria-hidden="true"
                />
                <p className="lead">
                  No products match &ldquo;{params.search}&rdquo;
                  {currentCategory ? ` in ${currentCategory.name}` : ''}.
                </p>
                <div className="d-flex flex-wrap justify-content-center gap-2">
                  {currentCategory && (
                    <Button variant="outline-primary" onClick={() => pickCategory(null)}>
                      Search all categories
                    </Button>
                  )}
                  <Button onClick={clearSearch}>Clear search</Button>
                  <Link to="/contact" className="btn btn-outline-secondary">
                    Ask us for it
                  </Link>
                </div>
              </div>
            ) : products.data.products.length === 0 ? (
              <div className="text-center py-5">
                <i
                  className="bi bi-search display-5 text-body-secondary d-block mb-3"
                  aria-hidden="true"
                />
                <p className="lead">No products found in this category.</p>
                <Button onClick={() => pickCategory(null)}>View All Products</Button>
              </div>
            ) : (
              <>
                <div
                  className={`row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 mb-4${products.isPlaceholderData ? ' opacity-50' : ''}`}
                  aria-busy={products.isPlaceholderData}
                >
                  {products.data.products.map((p, i) => (
                    <div className="col" key={p.id}>
                      <ProductCard
                        product={p}
                        onOpen={openProduct}
                        eager={i < 3}
                        priority={i === 0}
                      />
                    </div>
                  ))}
                </div>
                <Pager
                  current={products.data.pagination.currentPage}
                  total={products.data.pagination.totalPages}
                  hrefFor={hrefFor}
                  label="Product pages"
                />
              </>
            )}
          </section>
        </div>
      </div>
      {detailsUsed && (
        <Suspense fallback={null}>
          <ProductDetailsOverlay
            productId={params.product}
            onHide={closeProduct}
            onOpenProduct={openProduct}
          />
        </Suspense>
      )}
    </>
  );
}
