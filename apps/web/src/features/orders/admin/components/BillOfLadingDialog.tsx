import { useEffect, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderSummary } from '@shop/contract';
import { useShopIdentity } from '../../../../lib/api/shop-settings';
import { billOfLadingNumber } from '@shop/contract/order-options';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { adminOrderQuery, billOfLadingPdfUrl } from '../api/admin-orders';
import { qrImageUrl } from '../../../../lib/qr-image';
import { formatDay, formatWeight, shopDay } from '../../../../lib/format';
import { errorText } from '../../../../lib/error-text';
import './bill-of-lading.css';
import { DownloadLink } from '../../../../components/ui/DownloadLink';
import { endColumn, TableHead } from '../../../../components/list/TableParts';

const HANDLING = ['Fragile', 'This Side Up', 'Keep Dry', 'Do Not Stack', 'Handle With Care'];
const SIGNERS = ['Shipper', 'Carrier', 'Consignee'];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bol-block border rounded p-2 h-100">
      <h3 className="h6 text-uppercase small fw-bold mb-1">{title}</h3>
      {children}
    </section>
  );
}

/** The sheet itself: what prints, and what the PDF of the same order says. */
function BillOfLadingSheet({
  order,
  idPrefix,
  shipDate,
  setShipDate,
}: {
  order: AdminOrder;
  idPrefix: string;
  shipDate: string;
  setShipDate: (day: string) => void;
}) {
  const shipper = useShopIdentity();
  const bol = billOfLadingNumber(order.order_number);
  const orderDate = shopDay(order.created_at);
  // The QR opens the order's public tracking page: the same signed link the PDF encodes.
  const qr = order.tracking_url;
  const shipTo = order.ship_to;

  return (
    <div className="bol-sheet">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          <h2 className="h4 fw-bold mb-1">BILL OF LADING</h2>
          <dl className="row small mb-0" style={{ maxWidth: '22rem' }}>
            <dt className="col-5 fw-normal text-body-secondary">BOL number</dt>
            <dd className="col-7 mb-1 fw-semibold">{bol}</dd>
            <dt className="col-5 fw-normal text-body-secondary">Order number</dt>
            <dd className="col-7 mb-1">{order.order_number}</dd>
            <dt className="col-5 fw-normal text-body-secondary">Order date</dt>
            <dd className="col-7 mb-1">{formatDay(orderDate)}</dd>
          </dl>
          <Form.Group
            controlId={`${idPrefix}-ship-date`}
            className="d-flex align-items-center gap-2 small"
          >
            <Form.Label className="mb-0 text-body-secondary text-nowrap">Ship date</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={shipDate}
              required
              onChange={(e) => setShipDate(e.target.value)}
              style={{ maxWidth: '11rem' }}
            />
          </Form.Group>
        </div>
        <img
          src={qrImageUrl(qr, 200)}
          alt={`QR code for bill of lading ${bol}`}
          width={120}
          height={120}
        />
      </div>

      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <Block title="Shipper">
            <address className="small mb-0">
              <strong>{shipper.company?.legalName || shipper.name}</strong>
              {shipper.company && (
                <>
                  <br />
                  {shipper.company.street}
                  <br />
                  {shipper.company.cityLine}
                  <br />
                  Phone: {shipper.company.phone}
                  <br />
                  Email: {shipper.company.email}
                </>
              )}
            </address>
          </Block>
        </div>
        <div className="col-md-6">
          <Block title="Consignee">
            <address className="small mb-0 text-break">
              <strong>{order.customer_name}</strong>
              <br />
              {shipTo.address}
              <br />
              {shipTo.city}, {shipTo.state} {shipTo.zipCode}
              <br />
              {shipTo.country}
              <br />
              Phone: {order.customer_phone ?? 'Not given'}
              <br />
              Email: {order.customer_email}
            </address>
          </Block>
        </div>
      </div>

      <Table bordered size="sm" responsive className="small mb-2 position-relative">
        <caption className="visually-hidden">Shipment</caption>
        <TableHead
          className="table-light"
          columns={[
            'Item',
            'SKU',
            'Package',
            endColumn('Qty'),
            endColumn('Weight each'),
            endColumn('Total weight'),
          ]}
        />
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="text-break">{item.product_name}</td>
              <td className="text-nowrap">{item.sku}</td>
              <td>{item.package_name || 'Standard'}</td>
              <td className="text-end">{item.quantity}</td>
              <td className="text-end text-nowrap">{formatWeight(item.weight)}</td>
              <td className="text-end text-nowrap">
                {formatWeight(item.weight === null ? null : item.weight * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className="text-end">
              Total weight
            </th>
            <td className="text-end fw-semibold text-nowrap">{formatWeight(order.total_weight)}</td>
          </tr>
        </tfoot>
      </Table>

      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <Block title="Shipping instructions">
            <dl className="row small mb-0">
              <dt className="col-5 fw-normal">Freight</dt>
              <dd className="col-7 mb-0">Prepaid</dd>
              <dt className="col-5 fw-normal">Service</dt>
              <dd className="col-7 mb-0">Standard Ground</dd>
              <dt className="col-5 fw-normal">Carrier</dt>
              <dd className="col-7 mb-0">TBD</dd>
              <dt className="col-5 fw-normal">Tracking number</dt>
              <dd className="col-7 mb-0 text-break">
                {order.tracking_number ?? 'Will be provided'}
              </dd>
              <dt className="col-5 fw-normal">Track this shipment</dt>
              <dd className="col-7 mb-0 text-break">
                <a href={order.tracking_url}>{order.tracking_url}</a>
              </dd>
            </dl>
          </Block>
        </div>
        <div className="col-md-6">
          <Block title="Special handling">
            <fieldset>
              <legend className="visually-hidden">Special handling</legend>
              {HANDLING.map((label, i) => (
                <Form.Check
                  key={label}
                  id={`${idPrefix}-handling-${i}`}
                  className="small"
                  label={label}
                />
              ))}
            </fieldset>
          </Block>
        </div>
      </div>

      <div className="row g-3">
        {SIGNERS.map((who) => (
          <div className="col-md-4" key={who}>
            <Block title={`${who} signature`}>
              {['Signature', 'Printed name', 'Date'].map((line) => (
                <div key={line} className="small mt-2">
                  <div className="bol-line" />
                  <span className="text-body-secondary">{line}</span>
                </div>
              ))}
            </Block>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The bill of lading of one order: shown in a dialog that can fill the screen, printed alone
 * (window.print with the sheet's print styles), or downloaded as the server's PDF.
 */
export function BillOfLadingDialog({
  row,
  show,
  onHide,
  onExited,
}: {
  row: AdminOrderSummary;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}) {
  const idPrefix = useId();
  const [fullscreen, setFullscreen] = useState(false);
  // The ship date is the dialog's: the sheet shows it and the PDF download prints it.
  const [today] = useState(() => shopDay(new Date()));
  const [shipDate, setShipDate] = useState(today);
  const query = useQuery(adminOrderQuery(row.id));

  // Only the sheet prints while the dialog is open (bill-of-lading.css).
  useEffect(() => {
    if (!show) return;
    document.body.classList.add('bol-printing');
    return () => document.body.classList.remove('bol-printing');
  }, [show]);

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size="xl"
      fullscreen={fullscreen ? true : undefined}
      scrollable
      className="bol-modal"
      aria-labelledby={`${idPrefix}-title`}
    >
      <Modal.Header closeButton closeLabel="Close bill of lading" className="flex-wrap gap-2">
        <Modal.Title id={`${idPrefix}-title`} as="h2" className="h5 me-auto">
          Bill of Lading: {row.order_number}
        </Modal.Title>
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-pressed={fullscreen}
            onClick={() => setFullscreen((f) => !f)}
          >
            <i
              className={fullscreen ? 'bi bi-fullscreen-exit me-1' : 'bi bi-fullscreen me-1'}
              aria-hidden="true"
            />
            Full screen
          </Button>
          <DownloadLink
            className="btn btn-sm btn-outline-primary"
            href={billOfLadingPdfUrl(row.id, shipDate || today)}
            icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
          >
            Download PDF
          </DownloadLink>
          <Button size="sm" onClick={() => window.print()} disabled={!query.data}>
            <i className="bi bi-printer me-1" aria-hidden="true" />
            Print
          </Button>
        </div>
      </Modal.Header>
      <Modal.Body>
        {query.isPending ? (
          <LoadingState label="Loading the bill of lading..." />
        ) : query.isError ? (
          <ErrorState
            message={errorText(query.error, 'Failed to load the order for the bill of lading')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <BillOfLadingSheet
            order={query.data}
            idPrefix={idPrefix}
            shipDate={shipDate}
            setShipDate={setShipDate}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
