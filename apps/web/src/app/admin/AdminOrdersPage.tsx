import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrderSummary, OrderPick } from '@shop/contract';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { hasPermission } from '@shop/contract/permissions';
import { ListLoadError } from '../../components/list/ListLoadError';
import { ListResults, listStateOf } from '../../components/list/ListResults';
import {
  useRefreshAdminOrders,
  adminOrdersQuery,
  ordersExportUrl,
} from '../../features/orders/admin/api/admin-orders';
import { BillOfLadingDialog } from '../../features/orders/admin/components/BillOfLadingDialog';
import { OrderBulkActions } from '../../features/orders/admin/components/OrderBulkActions';
import { OrderDetailDialog } from '../../features/orders/admin/components/OrderDetailDialog';
import { OrderFilters } from '../../features/orders/admin/components/OrderFilters';
import { OrdersTable } from '../../features/orders/admin/components/OrdersTable';
import { PrintPickLists } from '../../features/orders/admin/components/PrintPickLists';
import { useOrderListActions } from '../../features/orders/admin/hooks/use-order-list-actions';
import { useOrderListParams } from '../../features/orders/admin/hooks/use-order-list-params';
import { useOrderParam } from '../../features/orders/admin/hooks/use-order-param';
import { PickListLink } from '../../features/warehouse/components/scan/PickListLink';
import { useScanHandler } from '../../features/warehouse/hooks/use-scan-handler';
import { ScanBox } from '../../components/scan/ScanBox';
import { errorText } from '../../lib/error-text';
import { PageAlert } from '../../components/ui/PageAlert';
import { useRowSelection } from '../../lib/use-row-selection';
import { useLastPageWhenPastEnd } from '../../lib/use-list-params';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DownloadButton } from '../../components/ui/DownloadLink';
import { formatCount } from '../../lib/format';
import { useSearchParam } from '../../lib/use-list-params';

/** A dialog's order; it stays while the dialog fades out, so its text does not blank. */
type Opened = { row: AdminOrderSummary; open: boolean } | null;

/** /admin/orders: every order, filtered, sorted and paged by the server, with their actions. */
export default function AdminOrdersPage() {
  useDocumentTitle('Order Management');
  const refresh = useRefreshAdminOrders();
  // The export is a report: the server asks for canViewReports as well.
  const canExport = hasPermission(useAuth().user, 'canViewReports');
  const view = useOrderListParams();
  const list = useQuery(adminOrdersQuery(view.listParams));
  const actions = useOrderListActions();
  const [detail, setDetail] = useState<Opened>(null);
  const [lading, setLading] = useState<Opened>(null);
  const orderParam = useOrderParam(
    useCallback((row: AdminOrderSummary) => setDetail({ row, open: true }), []),
  );

  // Scanning (admins, as the warehouse): an order opens here with its pick list; a unit or a
  // bin opens on its own screen.
  const isAdmin = useAuth().user?.role === 'admin';
  const [, setOrderParam] = useSearchParam('order');
  const [scanned, setScanned] = useState<OrderPick | null>(null);
  const [scanFailure, setScanFailure] = useState<string | null>(null);
  const scanner = useScanHandler({
    order: (order) => {
      setScanFailure(null);
      setScanned(order);
      setOrderParam(String(order.id), { replace: true });
    },
    failed: (text) => {
      setScanned(null);
      setScanFailure(text);
    },
  });

  const rows = list.data?.orders ?? [];
  const pagination = list.data?.pagination;
  const selection = useRowSelection(
    rows.map((r) => r.id),
    JSON.stringify(view.listParams),
  );
  useLastPageWhenPastEnd(view, pagination?.totalPages, list.isPlaceholderData);

  const total = pagination?.total ?? pagination?.totalItems;
  const loadError = errorText(list.error, ORDER_MESSAGES.loadFailed);

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-receipt text-primary me-2" aria-hidden="true" />
          Order Management
          {total !== undefined && (
            <span className="badge text-bg-secondary fs-6 align-middle ms-2">
              {formatCount(total)}
              <span className="visually-hidden"> orders in total</span>
            </span>
          )}
        </h1>
        <div className="d-flex flex-wrap gap-2">
          {canExport && (
            <DownloadButton
              variant="outline-success"
              url={() => ordersExportUrl(view.exportParams)}
              fallbackName="orders.csv"
              onError={actions.exportFailed}
              icon={<i className="bi bi-download me-1" aria-hidden="true" />}
            >
              Export Orders
            </DownloadButton>
          )}
          <Button
            variant="outline-secondary"
            disabled={list.isFetching}
            onClick={() => void refresh()}
          >
            <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>

      <PageAlert message={actions.alert} onClose={actions.dismissAlert} />
      <PageAlert message={orderParam.alert} onClose={orderParam.dismiss} />
      {/* Every load failure is told here, above the filters; the list keeps the rows it had. */}
      <ListLoadError
        failed={list.isError}
        failedAt={list.errorUpdatedAt}
        message={
          <>
            <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
            {loadError}
          </>
        }
        onRetry={() => void list.refetch()}
      />

      {isAdmin && (
        <div className="mb-3">
          <ScanBox
            label="Scan an order"
            hint="An order's QR, number, item QR or tracking link opens the order and its pick list."
            onScan={(code) => void scanner.scan(code)}
          />
        </div>
      )}
      {scanFailure && (
        <PageAlert
          message={{ variant: 'danger', text: scanFailure }}
          onClose={() => setScanFailure(null)}
        />
      )}
      {scanned && (
        <Alert
          variant="info"
          dismissible
          closeLabel="Dismiss message"
          onClose={() => setScanned(null)}
          className="d-flex flex-wrap align-items-center gap-2"
        >
          <span className="me-auto">
            Order {scanned.order_number}: {scanned.held} of {scanned.needed} units assigned,{' '}
            {scanned.picked} picked.
          </span>
          <PickListLink href={scanned.pick_list_url} />
          <Link className="btn btn-sm btn-primary" to={`/admin/scan?order=${scanned.id}`}>
            <i className="bi bi-qr-code-scan me-1" aria-hidden="true" />
            Pick by scanning
          </Link>
        </Alert>
      )}
      <OrderFilters view={view} />
      <div className="d-flex flex-wrap align-items-end column-gap-3">
        <OrderBulkActions
          count={selection.selected.length}
          pending={actions.bulk.isPending}
          onApply={(status) =>
            actions.bulk.mutateAsync({ ids: selection.selected, status }).then(selection.clear)
          }
        />
        <PrintPickLists ids={selection.selected} />
      </div>

      <ListResults
        list={{ ...listStateOf(list), pagination }}
        rowCount={rows.length}
        texts={{
          loading: 'Loading orders...',
          loadError,
          empty: view.hasFilters ? 'No orders match these filters.' : 'No orders yet.',
        }}
        errors="none"
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        footer={{ noun: 'orders', maxPages: 5 }}
        hrefFor={view.hrefFor}
        pagerLabel="Order pages"
      >
        <OrdersTable
          rows={rows}
          selection={selection}
          onView={(row) => setDetail({ row, open: true })}
          onBillOfLading={(row) => setLading({ row, open: true })}
        />
      </ListResults>

      {detail && (
        <OrderDetailDialog
          key={detail.row.id}
          row={detail.row}
          show={detail.open}
          onHide={() => setDetail((d) => d && { ...d, open: false })}
          onExited={() => setDetail(null)}
        />
      )}
      {lading && (
        <BillOfLadingDialog
          key={lading.row.id}
          row={lading.row}
          show={lading.open}
          onHide={() => setLading((d) => d && { ...d, open: false })}
          onExited={() => setLading(null)}
        />
      )}
    </div>
  );
}
