import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useQuery } from '@tanstack/react-query';
import type { LabourPrice } from '@shop/contract';
import { LABOUR_UNIT_LABELS } from '@shop/contract';
import { formatMoney } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { pickerSearchQuery } from '../api/catalogue-picker';

/** Adds a catalogue product (searched by name or SKU) or a line of the labour price list. */
export function LinePicker({
  labour,
  onProduct,
  onLabour,
  disabled,
}: {
  labour: readonly LabourPrice[];
  onProduct: (product: { id: number; name: string }) => void;
  onLabour: (line: LabourPrice) => void;
  disabled: boolean;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  const found = useQuery(pickerSearchQuery(settled));
  const active = labour.filter((l) => l.active);

  return (
    <div className="row g-3">
      <div className="col-md-7">
        <Form.Label htmlFor={`${ids}-product`}>Add a product</Form.Label>
        <Form.Control
          id={`${ids}-product`}
          type="search"
          placeholder="Search the catalogue (2+ letters)"
          value={search}
          disabled={disabled}
          onChange={(e) => setSearch(e.target.value)}
          aria-describedby={`${ids}-found`}
        />
        <div id={`${ids}-found`} aria-live="polite">
          {settled.length >= 2 && found.isFetching && (
            <div className="small text-body-secondary mt-1">Searching...</div>
          )}
          {settled.length >= 2 && found.isError && (
            <div className="small text-danger mt-1">Search failed. Try again.</div>
          )}
          {settled.length >= 2 && found.data?.length === 0 && (
            <div className="small text-body-secondary mt-1">No product matches.</div>
          )}
        </div>
        {found.data && found.data.length > 0 && settled.length >= 2 && (
          <ListGroup className="mt-1" aria-label="Products found">
            {found.data.map((p) => (
              <ListGroup.Item
                key={p.id}
                action
                type="button"
                onClick={() => {
                  onProduct({ id: p.id, name: p.name });
                  setSearch('');
                }}
                className="d-flex justify-content-between gap-2"
              >
                <span>
                  {p.name} <span className="small text-body-secondary">{p.sku}</span>
                </span>
                <span className="text-nowrap">
                  {p.price === null ? 'Quote only' : formatMoney(p.price)}
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </div>
      <div className="col-md-5">
        <span className="form-label d-block">Add installation labour</span>
        <div className="d-flex flex-wrap gap-2">
          {active.length === 0 && (
            <span className="small text-body-secondary">The labour price list is empty.</span>
          )}
          {active.map((l) => (
            <Button
              key={l.id}
              size="sm"
              variant="outline-primary"
              disabled={disabled}
              onClick={() => onLabour(l)}
              title={LABOUR_UNIT_LABELS[l.unit]}
            >
              <i className="bi bi-plus me-1" aria-hidden="true" />
              {l.name} ({formatMoney(l.price)})
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
