import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LIST_MESSAGES, type AdminProductSummary } from '@shop/contract';
import { ListResults, listStateOf } from '../../components/list/ListResults';
import { useDeleteProduct } from '../../features/catalogue/admin/api/delete-product';
import { adminProductsQuery } from '../../features/catalogue/admin/api/get-admin-products';
import { useRestoreProduct } from '../../features/catalogue/admin/api/restore-product';
import { ManageImagesDialog } from '../../features/catalogue/admin/components/ManageImagesDialog';
import { ProductFilters } from '../../features/catalogue/admin/components/ProductFilters';
import { ProductsTable } from '../../features/catalogue/admin/components/ProductsTable';
import { useProductListParams } from '../../features/catalogue/admin/hooks/use-product-list-params';
import { flaggedProductsQuery } from '../../features/returns/api/get-flagged-products';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { SetDefaultLocationDialog } from '../../features/warehouse/components/SetDefaultLocationDialog';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLastPageWhenPastEnd } from '../../lib/use-list-params';
import { formatCount } from '../../lib/format';

/** /admin/products: the catalogue searched, filtered, sorted and paged by the server. */
export default function AdminProductsPage() {
  useDocumentTitle('Product Management');
  const location = useLocation();
  const view = useProductListParams();
  const list = useQuery(adminProductsQuery(view.listParams));
  const [alert, setAlert] = useState<PageAlertMessage | null>(
    (location.state as { saved?: string } | null)?.saved
      ? { variant: 'success', text: (location.state as { saved: string }).saved }
      : null,
  );
  const [deleting, setDeleting] = useState<AdminProductSummary | null>(null);
  const [images, setImages] = useState<AdminProductSummary | null>(null);
  const [locating, setLocating] = useState<AdminProductSummary | null>(null);
  // The warehouse is the admins' (docs/modules/warehouse.md#screens): managers do not get the
  // location action.
  const isAdmin = useAuth().user?.role === 'admin';

  const remove = useDeleteProduct({
    onSuccess: (reply) => {
      setAlert({ variant: 'success', text: reply.message });
      setDeleting(null);
    },
    onError: () => {
      setAlert({ variant: 'danger', text: PRODUCT_LIST_MESSAGES.deleteFailed });
      setDeleting(null);
    },
  });
  const restore = useRestoreProduct({
    onSuccess: () => setAlert({ variant: 'success', text: PRODUCT_LIST_MESSAGES.restored }),
    onError: (err) => setAlert({ variant: 'danger', text: err.message }),
  });

  const rows = list.data?.products ?? [];
  // The page's products over the return-rate flag. The catalogue does not know
  // returns, so the page asks the returns module (ADR 0050); without an answer, no badge.
  const flagged = useQuery(flaggedProductsQuery(rows.map((r) => r.id)));
  const pagination = list.data?.pagination;
  useLastPageWhenPastEnd(view, pagination?.totalPages, list.isPlaceholderData);

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-box-seam text-primary me-2" aria-hidden="true" />
          Product Management
          {pagination && (
            <span className="badge text-bg-secondary fs-6 align-middle ms-2">
              {formatCount(pagination.totalItems)}
              <span className="visually-hidden"> products</span>
            </span>
          )}
        </h1>
        <Link to="/admin/products/new" className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add New Product
        </Link>
      </div>

      <PageAlert message={alert} onClose={() => setAlert(null)} />
      <ProductFilters view={view} />

      <ListResults
        list={{ ...listStateOf(list), pagination }}
        rowCount={rows.length}
        texts={{
          loading: 'Loading products...',
          loadError: PRODUCT_LIST_MESSAGES.loadFailed,
          empty: PRODUCT_LIST_MESSAGES.empty,
        }}
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        note={
          list.data?.truncated && (
            <p className="small text-body-secondary" role="status">
              {PRODUCT_LIST_MESSAGES.truncated}
            </p>
          )
        }
        footer={{ counts: 'pages' }}
        hrefFor={view.hrefFor}
        pagerLabel="Product pages"
      >
        <ProductsTable
          rows={rows}
          onImages={setImages}
          onDelete={setDeleting}
          onRestore={(row) => restore.mutate(row.id)}
          onLocation={isAdmin ? setLocating : undefined}
          highReturns={flagged.data}
        />
      </ListResults>

      <ConfirmDeleteModal
        show={deleting !== null}
        title={PRODUCT_LIST_MESSAGES.confirmTitle}
        message={`${deleting?.name ?? ''}: ${PRODUCT_LIST_MESSAGES.confirmText} A product that appears in orders is archived instead.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
      <ManageImagesDialog product={images} onClose={() => setImages(null)} />
      <SetDefaultLocationDialog
        product={locating}
        onClose={() => setLocating(null)}
        onSaved={(text) => setAlert({ variant: 'success', text })}
      />
    </div>
  );
}
