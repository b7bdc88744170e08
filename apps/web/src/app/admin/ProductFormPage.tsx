import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_FORM_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { adminProductQuery } from '../../features/catalogue/admin/api/get-admin-product';
import { ManageImagesDialog } from '../../features/catalogue/admin/components/ManageImagesDialog';
import { ProductForm } from '../../features/catalogue/admin/components/ProductForm';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/products/new and /admin/products/edit/{id}. */
export default function ProductFormPage() {
  const params = useParams();
  const id = params.id && /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  useDocumentTitle(editing ? 'Edit Product' : 'Add New Product');
  const navigate = useNavigate();
  const product = useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== null });
  const [images, setImages] = useState(false);
  // Bumped by Reload: the form starts over from the product as it is now.
  const [formRound, setFormRound] = useState(0);

  const header = (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
      <h1 className="h2 mb-0 me-auto">
        <i className="bi bi-box-seam text-primary me-2" aria-hidden="true" />
        {editing ? 'Edit Product' : 'Add New Product'}
      </h1>
      <Link to="/admin/products" className="btn btn-outline-secondary">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back to Products
      </Link>
    </div>
  );

  let body;
  if (editing && id === null) {
    body = <ErrorState message="Product not found" />;
  } else if (id !== null && product.isPending) {
    body = <LoadingState label="Loading product..." />;
  } else if (id !== null && product.isError) {
    body = (
      <ErrorState
        message={PRODUCT_FORM_MESSAGES.loadFailed}
        onRetry={() => void product.refetch()}
      />
    );
  } else {
    const current = id !== null ? (product.data ?? null) : null;
    body = (
      <>
        <ProductForm
          key={current ? `${current.id}:${formRound}` : 'new'}
          product={current}
          onManageImages={current ? () => setImages(true) : undefined}
          onReload={() => void product.refetch().then(() => setFormRound((round) => round + 1))}
          onSaved={(saved) => {
            void navigate('/admin/products', {
              state: { saved: `${saved.name} ${editing ? 'updated' : 'created'} successfully` },
            });
          }}
        />
        {current && (
          <ManageImagesDialog
            product={images ? current : null}
            onClose={() => {
              setImages(false);
              void product.refetch();
            }}
          />
        )}
      </>
    );
  }

  return (
    <div className="container-fluid px-3 px-lg-4 py-4" style={{ maxWidth: 1200 }}>
      {header}
      {body}
    </div>
  );
}
