import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useController } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  placeName,
  receiveUnitsSchema,
  type ProductDefaultLocation,
  type WaitingOrder,
} from '@shop/contract';
import { errorText } from '../../../../lib/error-text';
import { issueText } from '../../../../lib/form-errors';
import { useSentForm } from '../../../../lib/use-sent-form';
import { adminProductsQuery } from '../../../catalogue/admin/api/get-admin-products';
import { SearchInput } from '../../../../components/list/SearchInput';
import { defaultLocationQuery } from '../../api/default-location';
import { useReceiveUnits } from '../../api/product-units';
import { EMPTY_PLACE_DRAFT, placeInput, UnitPlaceForm, type UnitPlaceDraft } from './UnitPlaceForm';
import { NotesField } from '../NotesField';
import { WaitingOrders } from './WaitingOrders';

/** What a receipt made, and the orders that wait for its product. */
type Received = { ids: string[]; productId: number; waiting: WaitingOrder[] };
import { Dialog, DialogForm } from '../../../../components/ui/Dialog';
import { FailureAlert } from '../../../../components/ui/FailureAlert';

/** The products a search offers at once. */
const PRODUCT_CHOICES = 20;

const productLabel = (p: { name: string; sku: string; stock: number }) =>
  `${p.name} (${p.sku}) - ${p.stock} in stock`;

/** The product's default location as the form's starting place. */
const draftOf = (d: ProductDefaultLocation): UnitPlaceDraft => ({
  ...EMPTY_PLACE_DRAFT,
  place: {
    zone_id: d.zone_id,
    aisle: d.aisle,
    rack: d.rack,
    shelf: d.shelf,
    location_id: d.warehouse_location_id,
  },
});

/** The form's fields: the product chosen (with its label, kept when a search hides it). */
type ReceiveFields = {
  product: { id: number; label: string } | null;
  quantity: string;
  location: UnitPlaceDraft;
  notes: string;
};

const EMPTY_RECEIVE: ReceiveFields = {
  product: null,
  quantity: '1',
  location: EMPTY_PLACE_DRAFT,
  notes: '',
};

/** POST /api/product-units's body (receiveUnitsSchema's input). */
const receiveInput = (values: ReceiveFields) => ({
  product_id: values.product?.id ?? '',
  quantity: values.quantity,
  location: placeInput(values.location),
  notes: values.notes,
});

function ReceiveForm({ onDone }: { onDone: (received: Received) => void }) {
  const [search, setSearch] = useState('');
  const { control, field, handleSubmit, getValues, setValue } = useSentForm<ReceiveFields>(
    receiveUnitsSchema,
    EMPTY_RECEIVE,
    receiveInput,
  );
  const { field: product } = useController({ control, name: 'product' });
  const { field: location } = useController({ control, name: 'location' });
  const productId = product.value?.id ?? null;
  const prefilledFor = useRef<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const products = useQuery(
    adminProductsQuery({ search: search || undefined, limit: PRODUCT_CHOICES }),
  );
  const defaultLocation = useQuery({
    ...defaultLocationQuery(productId ?? 0),
    enabled: productId !== null,
  });
  // The product's default location is proposed once per product chosen; then it is the user's.
  // A place the user chose while it was being looked up is kept: the answer only fills a place
  // that is still empty or still the one proposed before (for another product).
  const proposed = useRef<UnitPlaceDraft>(EMPTY_PLACE_DRAFT);
  useEffect(() => {
    if (productId === null || !defaultLocation.isSuccess || prefilledFor.current === productId)
      return;
    prefilledFor.current = productId;
    if (JSON.stringify(getValues('location')) !== JSON.stringify(proposed.current)) return;
    proposed.current = defaultLocation.data ? draftOf(defaultLocation.data) : EMPTY_PLACE_DRAFT;
    setValue('location', proposed.current);
  }, [productId, defaultLocation.isSuccess, defaultLocation.data, getValues, setValue]);

  const receive = useReceiveUnits({
    onSuccess: (result, input) =>
      onDone({
        ids: result.units.map((u) => u.unit_identifier),
        productId: Number(input.product_id),
        waiting: result.waiting_orders,
      }),
    onError: (error) => setFailure(errorText(error, 'Failed to receive units')),
  });
  const submit = handleSubmit(
    (values) => {
      setFailure(null);
      receive.mutate({ ...receiveInput(values), product_id: values.product?.id ?? 0 });
    },
    // Every message of the schema, joined with commas (the place form's alert).
    () => setFailure(issueText(receiveUnitsSchema.safeParse(receiveInput(getValues())))),
  );

  const choices = products.data?.products ?? [];
  const chosen = choices.find((p) => p.id === productId);
  return (
    <DialogForm
      onSubmit={(e) => void submit(e)}
      pending={receive.isPending}
      submitLabel="Receive Units"
    >
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <SearchInput
        id="receive-product-search"
        value={search}
        onChange={setSearch}
        placeholder="Product name or SKU"
      />
      <Form.Group controlId="receive-product">
        <Form.Label>Product *</Form.Label>
        <Form.Select
          value={productId ?? ''}
          onChange={(e) => {
            const picked = choices.find((p) => String(p.id) === e.target.value);
            product.onChange(picked ? { id: picked.id, label: productLabel(picked) } : null);
          }}
        >
          <option value="">
            {products.isPending ? 'Loading products...' : 'Select a product'}
          </option>
          {product.value && !chosen && (
            <option value={product.value.id}>{product.value.label}</option>
          )}
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {productLabel(p)}
            </option>
          ))}
        </Form.Select>
        {products.isSuccess && choices.length === 0 && (
          <Form.Text>No products match this search.</Form.Text>
        )}
        {products.isError && (
          <Form.Text className="text-danger">{products.error.message}</Form.Text>
        )}
      </Form.Group>
      <Form.Group controlId="receive-quantity">
        <Form.Label>Quantity *</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={1000}
          step={1}
          inputMode="numeric"
          {...field('quantity')}
        />
      </Form.Group>
      <fieldset className="d-grid gap-3" disabled={productId === null}>
        <legend className="fs-6 fw-semibold mb-0">Location</legend>
        {productId !== null && defaultLocation.isPending && (
          <p className="small mb-0">Looking up the product&rsquo;s default location...</p>
        )}
        {productId !== null && defaultLocation.isSuccess && (
          <p className="small text-body-secondary mb-0">
            {defaultLocation.data
              ? `Proposed: the default location ${placeName(defaultLocation.data) ?? defaultLocation.data.location_code}.`
              : 'This product has no default location: choose where the units go.'}
          </p>
        )}
        <UnitPlaceForm
          idPrefix="receive-location"
          value={location.value}
          onChange={location.onChange}
          withReason={false}
        />
      </fieldset>
      <NotesField id="receive-notes" registration={field('notes')} />
    </DialogForm>
  );
}

/**
 * Receive Stock (docs/modules/warehouse.md#default-locations): a product, a quantity and where the
 * units go (the product's default location proposed), then the identifiers the server created and
 * the orders waiting for that product, to give them the new units.
 */
export function ReceiveUnitsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [created, setCreated] = useState<Received | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Dialog
      show={show}
      onHide={onHide}
      onExited={() => {
        setCreated(null);
        setRound((r) => r + 1);
      }}
      icon="box-arrow-in-down"
      title="Receive Units"
    >
      {created ? (
        <>
          <Modal.Body>
            <Alert variant="success" className="mb-2">
              Received {created.ids.length} {created.ids.length === 1 ? 'unit' : 'units'}.
            </Alert>
            <ul className="list-unstyled font-monospace mb-0" aria-label="Created unit IDs">
              {created.ids.map((id) => (
                <li key={id}>{id}</li>
              ))}
            </ul>
            <WaitingOrders productId={created.productId} orders={created.waiting} />
          </Modal.Body>
          <Modal.Footer>
            <Button
              variant="outline-primary"
              onClick={() => {
                setCreated(null);
                setRound((r) => r + 1);
              }}
            >
              Receive More
            </Button>
            <Button onClick={onHide}>Close</Button>
          </Modal.Footer>
        </>
      ) : (
        <ReceiveForm key={round} onDone={setCreated} />
      )}
    </Dialog>
  );
}
