import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import {
  placeName,
  SCAN_MESSAGES,
  UNIT_MESSAGES,
  type OrderPick,
  type ScanResult,
  type WarehouseLocation,
} from '@shop/contract';
import { ORDER_STATUS_LABELS } from '@shop/contract/order-options';
import { ScanBox } from '../../components/scan/ScanBox';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  scanTarget,
  usePickUnit,
  useScanLookup,
  useScanMove,
} from '../../features/warehouse/api/scan';
import { PickedNextSteps } from '../../features/orders/admin/components/PickedNextSteps';
import {
  OrderPickPanel,
  pickProgress,
} from '../../features/warehouse/components/scan/OrderPickPanel';
import { useSearchParam } from '../../lib/use-list-params';

/** One line of the page's log: what a scan did. */
type Entry = {
  id: number;
  code: string;
  variant: 'success' | 'danger' | 'warning' | 'info';
  text: string;
  links?: { to: string; label: string }[];
  /** A lookup that failed on the way (network, server): it can be tried again. */
  retry?: boolean;
};

const LOG_SIZE = 10;

/** Units of the order that are picked and still in the warehouse: what a bin scan moves. */
const pickedHere = (order: OrderPick) =>
  order.lines
    .flatMap((l) => l.units)
    .filter((u) => u.picked_at !== null && u.status === 'assigned');

const describe = (result: ScanResult): Omit<Entry, 'id' | 'code'> => {
  if (result.kind === 'unit') {
    const { unit } = result;
    return {
      variant: 'info',
      text: `Unit ${unit.unit_identifier}: ${unit.product_name}, ${unit.status}, ${
        placeName(unit) ?? 'No Location'
      }${unit.order_number ? `, order ${unit.order_number}` : ''}`,
      links: [
        { to: scanTarget(result), label: 'Open the unit' },
        // A unit waiting on its order: its order can be picked from here.
        ...(unit.order_id !== null && unit.status === 'assigned'
          ? [{ to: `/admin/scan?order=${unit.order_id}`, label: `Pick order ${unit.order_number}` }]
          : []),
      ],
    };
  }
  if (result.kind === 'location') {
    const { location } = result;
    return {
      variant: 'info',
      text: `Bin ${location.location_code}: ${plural(location.unit_count, 'unit')}${
        location.capacity === null ? '' : ` of ${location.capacity}`
      }`,
      links: [{ to: scanTarget(result), label: 'Open the bin' }],
    };
  }
  return { variant: 'info', text: `Order ${result.order.order_number}: picking started` };
};

/**
 * /admin/scan (ADR 0036): scanning for a phone or a handheld. Any code the shop prints
 * is looked up; an order starts picking it: its units scanned are marked picked, then a bin
 * scanned takes the picked units. `?order=<id>` starts picking that order.
 */
export default function ScanPage() {
  useDocumentTitle('Scan');
  const [orderParam, setOrderParam] = useSearchParam('order');
  const [picking, setPicking] = useState<OrderPick | null>(null);
  const [log, setLog] = useState<Entry[]>([]);
  const [moving, setMoving] = useState<{
    bin: WarehouseLocation;
    ids: number[];
    order: OrderPick;
  } | null>(null);
  const next = useRef(0);

  const add = useCallback((code: string, entry: Omit<Entry, 'id' | 'code'>) => {
    next.current += 1;
    const id = next.current;
    setLog((entries) => [{ id, code, ...entry }, ...entries].slice(0, LOG_SIZE));
  }, []);
  const failed = (code: string, error: unknown) =>
    add(code, {
      variant: 'danger',
      text: errorText(error, SCAN_MESSAGES.failed),
      retry: !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    });

  const lookup = useScanLookup();
  const pick = usePickUnit();
  const move = useScanMove();

  // Scans are worked through one after the other, in the order they came: a scanner sends a
  // unit and a bin faster than the unit's pick is answered, and the bin must see that pick.
  // Each reads the order being picked as the scan before it left it (a ref, not the render's).
  const pickingNow = useRef<OrderPick | null>(null);
  const showPicking = useCallback((order: OrderPick | null) => {
    pickingNow.current = order;
    setPicking(order);
  }, []);
  const calls = useRef({ lookup, pick, failed });
  useEffect(() => {
    calls.current = { lookup, pick, failed };
  });
  const queue = useRef<Promise<void>>(Promise.resolve());

  const work = useCallback(
    async (code: string) => {
      const { lookup, pick, failed } = calls.current;
      let result: ScanResult;
      try {
        result = await lookup.mutateAsync(code);
      } catch (error) {
        failed(code, error);
        return;
      }
      const order = pickingNow.current;
      if (result.kind === 'order') {
        showPicking(result.order);
        add(code, describe(result));
      } else if (result.kind === 'unit' && order) {
        try {
          const picked = await pick.mutateAsync({
            orderId: order.id,
            code: result.unit.unit_identifier,
          });
          showPicking(picked.order);
          add(code, { variant: picked.newly_picked ? 'success' : 'warning', text: picked.message });
        } catch (error) {
          failed(code, error);
        }
      } else if (result.kind === 'location' && order) {
        const ids = pickedHere(order).map((u) => u.id);
        if (!ids.length)
          add(code, {
            variant: 'warning',
            text: `No picked units of order ${order.order_number} to move: scan its units first.`,
          });
        else setMoving({ bin: result.location, ids, order });
      } else add(code, describe(result));
    },
    [add, showPicking],
  );
  const scan = useCallback(
    (code: string) => {
      queue.current = queue.current.then(() => work(code));
    },
    [work],
  );

  // ?order=<id>: start picking that order (the orders screen links here).
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Once per visit of the parameter (it is dropped at once; a later link may bring it back).
    if (!orderParam) started.current = null;
    if (!orderParam || !/^[1-9]\d{0,9}$/.test(orderParam) || started.current === orderParam) return;
    started.current = orderParam;
    setOrderParam(null, { replace: true });
    scan(orderParam);
  }, [orderParam, scan, setOrderParam]);

  // The order's units as they are now, unless another order is being picked meanwhile.
  const refreshPicking = (orderId: number) => {
    queue.current = queue.current.then(async () => {
      const fresh = await lookup.mutateAsync(String(orderId)).catch(() => null);
      if (fresh?.kind === 'order' && pickingNow.current?.id === orderId) showPicking(fresh.order);
    });
  };

  const confirmMove = async () => {
    if (!moving) return;
    const { bin, ids, order } = moving;
    try {
      await move.mutateAsync({ ids, binId: bin.id });
      add(bin.location_code, {
        variant: 'success',
        text: `Moved ${plural(ids.length, 'picked unit')} of order ${order.order_number} to ${bin.location_code}.`,
      });
      refreshPicking(order.id);
    } catch (error) {
      add(bin.location_code, {
        variant: 'danger',
        text: errorText(error, UNIT_MESSAGES.locationFailed),
      });
    } finally {
      setMoving(null);
    }
  };

  const latest = log[0];
  return (
    <div className="container-fluid px-3 px-lg-4 py-4" style={{ maxWidth: 960 }}>
      <h1 className="h2 mb-3">
        <i className="bi bi-qr-code-scan text-primary me-2" aria-hidden="true" />
        Scan
      </h1>
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <ScanBox
            large
            autoFocus
            label={
              picking ? `Scan a unit or a bin for order ${picking.order_number}` : 'Scan a code'
            }
            hint={
              picking
                ? 'Units are marked picked; a bin takes the picked units. Another order starts picking it.'
                : 'A unit, a bin label or an order (its QR, number or tracking link). Scan an order to pick it.'
            }
            onScan={scan}
          />
          <div className="mt-2 small" role="status" aria-live="polite" aria-atomic="true">
            {lookup.isPending || pick.isPending ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Looking up...
              </>
            ) : (
              latest && <span className="visually-hidden">{latest.text}</span>
            )}
          </div>
        </Card.Body>
      </Card>

      {picking && (
        <OrderPickPanel
          order={picking}
          onLeave={() => {
            add(picking.order_number, {
              variant: 'info',
              text: `Stopped picking order ${picking.order_number} (${pickProgress(picking)}).`,
            });
            showPicking(null);
          }}
        />
      )}
      {picking && picking.needed > 0 && picking.picked >= picking.needed && (
        <PickedNextSteps
          order={picking}
          onChanged={(order) => {
            add(order.order_number, {
              variant: 'success',
              text: `Order ${order.order_number} is now ${ORDER_STATUS_LABELS[order.status]}.`,
            });
            refreshPicking(order.id);
          }}
        />
      )}

      <h2 className="h5">Last scans</h2>
      {log.length === 0 ? (
        <p className="text-body-secondary">Nothing scanned yet.</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label="Last scans">
          {log.map((entry) => (
            <li
              key={entry.id}
              className={`alert alert-${entry.variant} d-flex flex-wrap align-items-center gap-2 py-2 mb-2`}
            >
              <code className="text-body text-break">{entry.code}</code>
              <span className="me-auto">{entry.text}</span>
              {entry.links?.map((link) => (
                <Link key={link.to} to={link.to} className="btn btn-sm btn-outline-dark">
                  {link.label}
                </Link>
              ))}
              {entry.retry && (
                <Button size="sm" variant="outline-dark" onClick={() => scan(entry.code)}>
                  Try again
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        show={moving !== null}
        title="Move the picked units?"
        message={
          moving
            ? `Move ${plural(moving.ids.length, 'picked unit')} of order ${moving.order.order_number} to ${moving.bin.location_code}?`
            : ''
        }
        confirmLabel="Move"
        confirmIcon="bi bi-box-arrow-in-right"
        pending={move.isPending}
        onConfirm={() => void confirmMove()}
        onCancel={() => setMoving(null)}
      />
    </div>
  );
}
