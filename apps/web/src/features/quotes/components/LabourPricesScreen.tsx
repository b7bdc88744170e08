import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  LABOUR_UNIT_LABELS,
  LABOUR_UNITS,
  type LabourPrice,
  type LabourUnit,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { labourPricesQuery, useLabourPriceWrite } from '../api/labour-prices';
import { centsOf, dollarsText } from '../quote-labels';

type Row = { name: string; unit: LabourUnit; price: string };

/** A line's name, what it is charged per, and its price: the row's and the new line's fields. */
function LabourFields({
  row,
  onChange,
  nameWidth,
}: {
  row: Row;
  onChange: (row: Row) => void;
  /** The name's column at md and up (the rest of the row holds the buttons). */
  nameWidth: number;
}) {
  const ids = useId();
  const cents = centsOf(row.price);
  return (
    <>
      <Form.Group className={`col-12 col-md-${nameWidth}`} controlId={`${ids}-name`}>
        <Form.Label className="small mb-1">Name</Form.Label>
        <Form.Control
          size="sm"
          value={row.name}
          maxLength={120}
          required
          onChange={(e) => onChange({ ...row, name: e.target.value })}
        />
      </Form.Group>
      <Form.Group className="col-7 col-md-3" controlId={`${ids}-unit`}>
        <Form.Label className="small mb-1">Charged</Form.Label>
        <Form.Select
          size="sm"
          value={row.unit}
          onChange={(e) => onChange({ ...row, unit: e.target.value as LabourUnit })}
        >
          {LABOUR_UNITS.map((u) => (
            <option key={u} value={u}>
              {LABOUR_UNIT_LABELS[u]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-5 col-md-2" controlId={`${ids}-price`}>
        <Form.Label className="small mb-1">Price ($)</Form.Label>
        <Form.Control
          size="sm"
          inputMode="decimal"
          value={row.price}
          required
          isInvalid={cents === null}
          onChange={(e) => onChange({ ...row, price: e.target.value })}
        />
      </Form.Group>
    </>
  );
}

/** One line of the list, edited in place: Save, Deactivate (or Activate), Delete. */
function LabourRow({
  line,
  onDone,
}: {
  line: LabourPrice;
  onDone: (message: PageAlertMessage) => void;
}) {
  const [row, setRow] = useState<Row>({
    name: line.name,
    unit: line.unit,
    price: dollarsText(line.priceCents),
  });
  const write = useLabourPriceWrite({
    onError: (e) => onDone({ variant: 'danger', text: errorText(e, 'Failed to save the line') }),
  });
  const cents = centsOf(row.price);
  const changed =
    row.name.trim() !== line.name || row.unit !== line.unit || cents !== line.priceCents;
  return (
    <li className={`border rounded p-2 mb-2${line.active ? '' : ' bg-body-tertiary'}`}>
      <div className="row g-2 align-items-end">
        <LabourFields row={row} onChange={setRow} nameWidth={4} />
        <div className="col-12 col-md-3 d-flex flex-wrap gap-1 justify-content-md-end">
          <Button
            size="sm"
            disabled={!changed || typeof cents !== 'number' || !row.name.trim() || write.isPending}
            onClick={() =>
              write.mutate(
                {
                  op: 'update',
                  id: line.id,
                  input: { name: row.name.trim(), unit: row.unit, priceCents: cents! },
                },
                { onSuccess: () => onDone({ variant: 'success', text: `${row.name} saved.` }) },
              )
            }
          >
            Save
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={write.isPending}
            onClick={() =>
              write.mutate(
                { op: 'update', id: line.id, input: { active: !line.active } },
                {
                  onSuccess: () =>
                    onDone({
                      variant: 'success',
                      text: `${line.name} ${line.active ? 'deactivated' : 'activated'}.`,
                    }),
                },
              )
            }
          >
            {line.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={write.isPending}
            aria-label={`Delete ${line.name}`}
            onClick={() =>
              write.mutate(
                { op: 'delete', id: line.id },
                { onSuccess: () => onDone({ variant: 'success', text: `${line.name} deleted.` }) },
              )
            }
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {!line.active && <div className="small text-body-secondary mt-1">Inactive: not offered.</div>}
    </li>
  );
}

/** /admin/labour-prices: the installation labour price list quotes and the shop price from. */
export function LabourPricesScreen() {
  useDocumentTitle('Labour Prices');
  const ids = useId();
  const list = useQuery(labourPricesQuery());
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const [added, setAdded] = useState<Row>({ name: '', unit: 'camera', price: '' });
  const add = useLabourPriceWrite({
    onSuccess: () => {
      setAlert({ variant: 'success', text: `${added.name} added.` });
      setAdded({ name: '', unit: 'camera', price: '' });
    },
    onError: (e) => setAlert({ variant: 'danger', text: errorText(e, 'Failed to add the line') }),
  });
  const cents = centsOf(added.price);

  return (
    <div className="container py-4" style={{ maxWidth: '60rem' }}>
      <Link to="/admin/quotes" className="d-inline-block mb-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back to Quotes
      </Link>
      <h1 className="h3">
        <i className="bi bi-tools text-primary me-2" aria-hidden="true" />
        Labour Prices
      </h1>
      <p className="text-body-secondary">
        Installation labour that quotes are built from. A line used by a quote or a product cannot
        be deleted: deactivate it and it is no longer offered.
      </p>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {list.isPending ? (
        <LoadingState label="Loading labour prices..." />
      ) : list.isError ? (
        <ErrorState
          message={errorText(list.error, 'Failed to load labour prices')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="text-body-secondary">No labour lines yet: add the first one below.</p>
      ) : (
        <ul className="list-unstyled">
          {list.data.map((line) => (
            <LabourRow
              key={`${line.id}-${line.name}-${line.unit}-${line.priceCents}`}
              line={line}
              onDone={setAlert}
            />
          ))}
        </ul>
      )}

      <Form
        className="border rounded p-3 mt-3"
        aria-labelledby={`${ids}-add`}
        onSubmit={(e) => {
          e.preventDefault();
          if (typeof cents !== 'number' || !added.name.trim()) return;
          add.mutate({
            op: 'add',
            input: {
              name: added.name.trim(),
              unit: added.unit,
              priceCents: cents,
              position: (list.data?.length ?? 0) + 1,
            },
          });
        }}
      >
        <h2 id={`${ids}-add`} className="h6">
          Add a line
        </h2>
        <div className="row g-2 align-items-end">
          <LabourFields row={added} onChange={setAdded} nameWidth={5} />
          <div className="col-12 col-md-2">
            <Button
              type="submit"
              size="sm"
              className="w-100"
              disabled={add.isPending || typeof cents !== 'number' || !added.name.trim()}
            >
              Add
            </Button>
          </div>
        </div>
      </Form>
    </div>
  );
}
