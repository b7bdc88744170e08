import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { UNIT_MESSAGES, type ProductUnit, type WarehouseLocation } from '@shop/contract';
import { ScanBox } from '../../components/scan/ScanBox';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ListLoadError } from '../../components/list/ListLoadError';
import { ListResults, listStateOf } from '../../components/list/ListResults';
import { DownloadButton } from '../../components/ui/DownloadLink';
import { errorText } from '../../lib/error-text';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { useRowSelection } from '../../lib/use-row-selection';
import { useLastPageWhenPastEnd } from '../../lib/use-list-params';
import {
  unitsExportUrl,
  useBulkMoveUnits,
  useBulkUnitStatus,
  productUnitsQuery,
} from '../../features/warehouse/api/product-units';
import { scanTarget, useScanMove } from '../../features/warehouse/api/scan';
import { useRefreshWarehouse } from '../../features/warehouse/api/zones';
import { BulkMoveDialog } from '../../features/warehouse/components/units/BulkMoveDialog';
import { ReceiveUnitsDialog } from '../../features/warehouse/components/units/ReceiveUnitsDialog';
import { UnitBulkActions } from '../../features/warehouse/components/units/UnitBulkActions';
import { UnitDetailsDialog } from '../../features/warehouse/components/units/UnitDetailsDialog';
import { UnitFilters } from '../../features/warehouse/components/units/UnitFilters';
import { UnitLocationDialog } from '../../features/warehouse/components/units/UnitLocationDialog';
import { placeInput } from '../../features/warehouse/components/units/UnitPlaceForm';
import { UnitsTable } from '../../features/warehouse/components/units/UnitsTable';
import { useScanHandler } from '../../features/warehouse/hooks/use-scan-handler';
import { useUnitListParams } from '../../features/warehouse/hooks/use-unit-list-params';
import { useUnitParam } from '../../features/warehouse/hooks/use-unit-param';
import { UNIT_STATUS_LABELS } from '../../features/warehouse/unit-labels';
import { ReasonedStatusDialog } from '../../features/warehouse/components/units/ReasonedStatusForm';
import {
  isReasoned,
  statusEffect,
  type ReasonedStatus,
} from '../../features/warehouse/unit-status-effects';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatCount, plural } from '../../lib/format';

/** A dialog's unit; it stays while the dialog fades out, so its text does not blank. */
type Opened = { unit: ProductUnit; open: boolean } | null;

/**
 * /admin/productunits (docs/modules/warehouse.md#screens): every serial-numbered unit, filtered,
 * sorted and paged by the server, with receiving, export, bulk changes, the unit's details and
 * its location.
 */
export default function ProductUnitsPage() {
  useDocumentTitle('Product Units Management');
  const view = useUnitListParams();
  const list = useQuery(productUnitsQuery(view.listParams));
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const [detail, setDetail] = useState<Opened>(null);
  const [location, setLocation] = useState<Opened>(null);
  const [receiving, setReceiving] = useState(false);
  const [moving, setMoving] = useState(false);

  const rows = list.data?.units ?? [];
  const pagination = list.data?.pagination;
  const selection = useRowSelection(
    rows.map((u) => u.id),
    JSON.stringify(view.listParams),
  );
  useLastPageWhenPastEnd(view, pagination?.pages, list.isPlaceholderData);

  const refresh = useRefreshWarehouse();
  /** A bulk damaged, lost or voided waiting for its confirmation and reason. */
  const [confirming, setConfirming] = useState<ReasonedStatus | null>(null);
  const selectedOrders = [
    ...new Set(
      rows.flatMap((u) =>
        selection.selected.includes(u.id) && u.order_number ? [u.order_number] : [],
      ),
    ),
  ];

  const exportFailed = (error: unknown) =>
    setAlert({ variant: 'danger', text: errorText(error, UNIT_MESSAGES.exportFailed) });
  const bulkStatus = useBulkUnitStatus({
    onSuccess: ({ updated }, { status }) => {
      setAlert({
        variant: 'success',
        text: `Marked ${plural(updated, 'unit')} as ${UNIT_STATUS_LABELS[status]}.`,
      });
      selection.clear();
      setConfirming(null);
    },
    onError: (error) => {
      // The confirmation closes so the page's alert (the server's reason) is seen.
      setConfirming(null);
      setAlert({ variant: 'danger', text: errorText(error, UNIT_MESSAGES.bulkFailed) });
    },
  });
  const bulkMove = useBulkMoveUnits({
    onSuccess: ({ updated }) => {
      setAlert({ variant: 'success', text: `Moved ${plural(updated, 'unit')}.` });
      selection.clear();
    },
  });

  // Scanning: a unit opens its details; a bin takes the selected units (once confirmed) or
  // opens on the locations screen; an order opens on the orders screen.
  const navigate = useNavigate();
  const unitParam = useUnitParam(
    useCallback((unit: ProductUnit) => setDetail({ unit, open: true }), []),
  );
  const [scanMove, setScanMove] = useState<{ bin: WarehouseLocation; ids: number[] } | null>(null);
  const scanned = useScanHandler({
    unit: (unit) => setDetail({ unit, open: true }),
    location: (bin) => {
      if (selection.selected.length) setScanMove({ bin, ids: selection.selected });
      else void navigate(scanTarget({ kind: 'location', location: bin }));
    },
    failed: (text) => setAlert({ variant: 'danger', text }),
  });
  const moveByScan = useScanMove({
    onSuccess: ({ updated }, { binId }) => {
      const code = scanMove?.bin.id === binId ? scanMove.bin.location_code : 'the bin';
      setAlert({ variant: 'success', text: `Moved ${plural(updated, 'unit')} to ${code}.` });
      selection.clear();
    },
    onError: (error) =>
      setAlert({ variant: 'danger', text: errorText(error, UNIT_MESSAGES.locationFailed) }),
    onSettled: () => setScanMove(null),
  });

  const total = pagination?.total ?? 0;
  const loadError = errorText(list.error, UNIT_MESSAGES.loadFailed);

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-upc-scan text-primary me-2" aria-hidden="true" />
          Product Units Management
          {pagination && (
            <span className="badge text-bg-secondary fs-6 align-middle ms-2">
              {formatCount(total)}
              {list.data?.truncated ? '+' : ''}
              <span className="visually-hidden"> units</span>
            </span>
          )}
        </h1>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => setReceiving(true)}>
            <i className="bi bi-box-arrow-in-down me-1" aria-hidden="true" />
            Receive Units
          </Button>
          <DownloadButton
            variant="outline-success"
            url={() => unitsExportUrl(view.exportParams)}
            fallbackName="product-units-export.csv"
            onError={exportFailed}
            icon={<i className="bi bi-download me-1" aria-hidden="true" />}
          >
            Export Units
          </DownloadButton>
        </div>
      </div>

      <PageAlert message={alert} onClose={() => setAlert(null)} />
      <PageAlert message={unitParam.alert} onClose={unitParam.dismiss} />
      <div className="mb-3">
        <ScanBox
          label="Scan a unit, bin or order"
          hint="A unit opens its details; a bin takes the selected units, or opens; an order opens."
          onScan={(code) => void scanned.scan(code)}
        />
      </div>
      {/* A failed reload over a list already shown: the list stays, the failure is told. */}
      <ListLoadError
        failed={list.isError && list.data !== undefined}
        failedAt={list.errorUpdatedAt}
        message={loadError}
        onRetry={() => void list.refetch()}
        retryLabel="Retry"
      />
      <UnitFilters view={view} onRefresh={() => void refresh()} refreshing={list.isFetching} />
      <UnitBulkActions
        count={selection.selected.length}
        pending={bulkStatus.isPending || bulkMove.isPending}
        onStatus={(status) => {
          if (isReasoned(status)) setConfirming(status);
          else return bulkStatus.mutateAsync({ ids: selection.selected, status });
        }}
        onMove={() => setMoving(true)}
      />

      <ListResults
        list={{
          ...listStateOf(list),
          pagination: pagination && {
            currentPage: pagination.page,
            totalPages: pagination.pages,
            totalItems: pagination.total,
            itemsPerPage: pagination.limit,
          },
        }}
        rowCount={rows.length}
        texts={{
          loading: 'Loading product units...',
          loadError,
          empty: view.hasFilters
            ? 'No units found matching your search criteria.'
            : 'No units found.',
        }}
        retryLabel="Retry"
        errors="first-load"
        emptyIcon="bi bi-box-seam"
        emptyAction={<Button onClick={() => setReceiving(true)}>Receive Units</Button>}
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        footer={{ capped: list.data?.truncated ?? false, maxPages: 5 }}
        hrefFor={view.hrefFor}
        pagerLabel="Unit pages"
      >
        <UnitsTable
          rows={rows}
          selection={selection}
          onView={(unit) => setDetail({ unit, open: true })}
          onLocation={(unit) => setLocation({ unit, open: true })}
        />
      </ListResults>

      {detail && (
        <UnitDetailsDialog
          key={detail.unit.id}
          unit={detail.unit}
          show={detail.open}
          onHide={() => setDetail((d) => d && { ...d, open: false })}
          onExited={() => setDetail(null)}
        />
      )}
      {location && (
        <UnitLocationDialog
          key={location.unit.id}
          unit={location.unit}
          show={location.open}
          onHide={() => setLocation((d) => d && { ...d, open: false })}
          onExited={() => setLocation(null)}
        />
      )}
      <ReasonedStatusDialog
        status={confirming}
        count={selection.selected.length}
        effect={
          confirming
            ? statusEffect(confirming, {
                count: selection.selected.length,
                order: null,
                orders: selectedOrders,
              })
            : ''
        }
        pending={bulkStatus.isPending}
        onConfirm={(reason) => {
          if (confirming)
            bulkStatus.mutate({ ids: selection.selected, status: confirming, reason });
        }}
        onCancel={() => setConfirming(null)}
      />
      <ReceiveUnitsDialog show={receiving} onHide={() => setReceiving(false)} />
      <ConfirmDialog
        show={scanMove !== null}
        title="Move the selected units?"
        message={
          scanMove
            ? `Move ${plural(scanMove.ids.length, 'selected unit')} to ${scanMove.bin.location_code}?`
            : ''
        }
        confirmLabel="Move"
        confirmIcon="bi bi-box-arrow-in-right"
        pending={moveByScan.isPending}
        onConfirm={() =>
          scanMove && moveByScan.mutate({ ids: scanMove.ids, binId: scanMove.bin.id })
        }
        onCancel={() => setScanMove(null)}
      />
      <BulkMoveDialog
        count={selection.selected.length}
        show={moving}
        pending={bulkMove.isPending}
        onHide={() => setMoving(false)}
        onMove={(draft) =>
          bulkMove
            .mutateAsync({ ids: selection.selected, place: placeInput(draft) })
            .catch((error: unknown) => {
              throw new Error(errorText(error, UNIT_MESSAGES.bulkFailed));
            })
        }
      />
    </div>
  );
}
