import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createMappingSchema,
  MAPPING_MESSAGES,
  updateMappingSchema,
  type StatusMapping,
  type Zone,
} from '@shop/contract';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/contract/order-options';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { ApiError } from '../../../../lib/api-client';
import {
  statusMappingsQuery,
  useCreateStatusMapping,
  useDeleteStatusMapping,
  useUpdateStatusMapping,
} from '../../api/status-mappings';
import { zonesQuery } from '../../api/zones';
import { ZoneOptions } from '../place/ZoneField';
import { CloseFooter, Dialog } from '../../../../components/ui/Dialog';
import { useSentForm } from '../../../../lib/use-sent-form';
import { PageAlert, type PageAlertMessage } from '../../../../components/ui/PageAlert';

/**
 * docs/modules/warehouse.md#messages and the contract's messages ("Zone is required" is the form's
 * wording).
 */
export const MAPPING_FORM_MESSAGES = {
  orderStatus: MAPPING_MESSAGES.orderStatus,
  zone: 'Zone is required',
  description: MAPPING_MESSAGES.description,
} as const;

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** docs/modules/warehouse.md#messages: the server's error, else "{what}: {status}". */
function failure(err: Error, what: string) {
  if (err instanceof ApiError && err.message.startsWith('HTTP error!'))
    return `${what}: ${err.status}`;
  return err.message;
}

/** The contract's checks, with the form's wording for a missing zone. */
const formZone = z.coerce
  .number({ error: MAPPING_FORM_MESSAGES.zone })
  .int({ error: MAPPING_FORM_MESSAGES.zone })
  .positive({ error: MAPPING_FORM_MESSAGES.zone });
const createMappingForm = createMappingSchema.extend({ zone_id: formZone });
const updateMappingForm = updateMappingSchema.extend({ zone_id: formZone });

type MappingDraft = { order_status: string; zone_id: string; description: string };
const EMPTY_DRAFT: MappingDraft = { order_status: '', zone_id: '', description: '' };

/** The form's messages in the order of its fields, shown joined under it. */
const messagesOf = (errors: FieldErrors) =>
  Object.values(errors).flatMap((e) => (e?.message ? [String(e.message)] : []));

/**
 * Zone Status Mappings (docs/modules/warehouse.md#screens): when an order reaches a status, its
 * units move to the mapped zone. Create, edit a row in place, delete after a confirmation.
 */
export function StatusMappingsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Dialog
      show={show}
      onHide={onClose}
      size="lg"
      icon="signpost-split"
      title="Zone Status Mappings"
    >
      {show && <MappingsBody />}
      <CloseFooter />
    </Dialog>
  );
}

function MappingsBody() {
  const mappings = useQuery(statusMappingsQuery());
  const zones = useQuery(zonesQuery());
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);

  return (
    <Modal.Body className="d-grid gap-3">
      <p className="small text-body-secondary mb-0">
        When an order reaches a mapped status (paid at checkout, reopened as pending, or changed
        alone or in bulk), its units move to that zone (a location change naming the status in its
        reason). An order status has at most one mapping.
      </p>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {zones.isError && (
        <ErrorState message={zones.error.message} onRetry={() => void zones.refetch()} />
      )}
      {mappings.isPending ? (
        <LoadingState label="Loading status mappings..." />
      ) : mappings.isError ? (
        <ErrorState
          message="Failed to load status mappings"
          onRetry={() => void mappings.refetch()}
        />
      ) : (
        <>
          <CreateMapping
            mapped={mappings.data.map((m) => m.order_status)}
            zones={zones.data ?? []}
            onDone={setAlert}
          />
          <MappingsTable mappings={mappings.data} zones={zones.data ?? []} onDone={setAlert} />
        </>
      )}
    </Modal.Body>
  );
}

type Outcome = (alert: { variant: 'success' | 'danger'; text: string }) => void;

function ZoneSelect({
  id,
  registration,
  zones,
  label,
  hideLabel = false,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  zones: Zone[];
  label: string;
  hideLabel?: boolean;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label visuallyHidden={hideLabel}>{label}</Form.Label>
      <Form.Select {...registration}>
        <ZoneOptions zones={zones} />
      </Form.Select>
    </Form.Group>
  );
}

function CreateMapping({
  mapped,
  zones,
  onDone,
}: {
  mapped: string[];
  zones: Zone[];
  onDone: Outcome;
}) {
  // Checked when sent; the messages stay until the next try.
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useSentForm<MappingDraft>(createMappingForm, EMPTY_DRAFT);
  const form = watch();
  const messages = messagesOf(errors);
  const free = ORDER_STATUSES.filter((s) => !mapped.includes(s));
  const create = useCreateStatusMapping({
    onSuccess: ({ mapping }) => {
      reset(EMPTY_DRAFT);
      onDone({
        variant: 'success',
        text: `${statusLabel(mapping.order_status)} orders now move their units to zone ${mapping.zone_code}`,
      });
    },
    onError: (err: Error) =>
      onDone({ variant: 'danger', text: failure(err, 'Failed to create status mapping') }),
  });
  return (
    <Form
      noValidate
      className="border rounded p-3"
      aria-label="New status mapping"
      onSubmit={handleSubmit((values) =>
        create.mutate({
          order_status: values.order_status,
          zone_id: Number(values.zone_id),
          description: values.description.trim(),
        }),
      )}
    >
      <div className="row g-2 align-items-end">
        <Form.Group className="col-sm-6 col-lg-3" controlId="mapping-status">
          <Form.Label>Order status</Form.Label>
          <Form.Select {...register('order_status')}>
            <option value="">Select a status</option>
            {free.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-sm-6 col-lg-3">
          <ZoneSelect
            id="mapping-zone"
            label="Zone"
            registration={register('zone_id')}
            zones={zones}
          />
        </div>
        <Form.Group className="col-sm-8 col-lg-4" controlId="mapping-description">
          <Form.Label>Description</Form.Label>
          <Form.Control {...register('description')} isInvalid={Boolean(errors.description)} />
        </Form.Group>
        <div className="col-sm-4 col-lg-2 d-grid">
          <Button type="submit" disabled={!form.order_status || !form.zone_id || create.isPending}>
            {create.isPending && (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            )}
            Add Mapping
          </Button>
        </div>
      </div>
      {messages.length > 0 && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {messages.join(', ')}
        </p>
      )}
    </Form>
  );
}

function MappingsTable({
  mappings,
  zones,
  onDone,
}: {
  mappings: StatusMapping[];
  zones: Zone[];
  onDone: Outcome;
}) {
  if (mappings.length === 0)
    return <p className="text-center text-body-secondary py-3 mb-0">No status mappings found</p>;
  return (
    <Table responsive size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">Existing status mappings</caption>
      <thead>
        <tr>
          <th scope="col">Order status</th>
          <th scope="col">Zone</th>
          <th scope="col">Description</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {mappings.map((m) => (
          <MappingRow key={m.order_status} mapping={m} zones={zones} onDone={onDone} />
        ))}
      </tbody>
    </Table>
  );
}

function MappingRow({
  mapping,
  zones,
  onDone,
}: {
  mapping: StatusMapping;
  zones: Zone[];
  onDone: Outcome;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  // Checked when saved; the messages stay until the next try.
  const edit = useSentForm<Omit<MappingDraft, 'order_status'>>(updateMappingForm, {
    zone_id: '',
    description: '',
  });
  const messages = messagesOf(edit.formState.errors);
  const label = statusLabel(mapping.order_status);
  const update = useUpdateStatusMapping(mapping.order_status, {
    onSuccess: () => {
      setMode('view');
      onDone({ variant: 'success', text: `Mapping for ${label} updated` });
    },
    onError: (err: Error) =>
      onDone({ variant: 'danger', text: failure(err, 'Failed to update status mapping') }),
  });
  const remove = useDeleteStatusMapping(mapping.order_status, {
    onSuccess: () => {
      onDone({ variant: 'success', text: `Mapping for ${label} deleted` });
    },
    onError: (err: Error) => {
      setMode('view');
      onDone({ variant: 'danger', text: failure(err, 'Failed to delete status mapping') });
    },
  });
  // The badge (docs/modules/warehouse.md#screens): the server joins the mapping's zone; none found
  // is an invalid zone.
  const zoneKnown = mapping.zone_code !== '';
  /** Back to the row as it is, unless the edit or the delete is on its way. */
  const cancel = (pending: boolean) => (
    <Button size="sm" variant="secondary" disabled={pending} onClick={() => setMode('view')}>
      Cancel
    </Button>
  );

  if (mode === 'edit') {
    return (
      <tr>
        <th scope="row">{label}</th>
        <td>
          <ZoneSelect
            id={`mapping-${mapping.order_status}-zone`}
            label={`Zone for ${label}`}
            hideLabel
            registration={edit.register('zone_id')}
            zones={zones}
          />
        </td>
        <td>
          <Form.Control
            aria-label={`Description for ${label}`}
            {...edit.register('description')}
            isInvalid={messages.length > 0}
          />
          {messages.length > 0 && (
            <div className="text-danger small" role="alert">
              {messages.join(', ')}
            </div>
          )}
        </td>
        <td className="text-nowrap text-end">
          <Button
            size="sm"
            className="me-1"
            disabled={update.isPending}
            onClick={edit.handleSubmit((draft) =>
              update.mutate({
                zone_id: Number(draft.zone_id),
                description: draft.description.trim(),
              }),
            )}
          >
            Save <span className="visually-hidden">mapping for {label}</span>
          </Button>
          {cancel(update.isPending)}
        </td>
      </tr>
    );
  }

  return (
    <>
      <tr>
        <th scope="row">{label}</th>
        <td>
          {mapping.zone_code} - {mapping.zone_name}{' '}
          <span className={`badge ${zoneKnown ? 'text-bg-success' : 'text-bg-danger'}`}>
            {zoneKnown ? 'Mapped' : 'Invalid Zone'}
          </span>
        </td>
        <td className="text-break">{mapping.description}</td>
        <td className="text-nowrap text-end">
          <Button
            size="sm"
            variant="outline-primary"
            className="me-1"
            disabled={mode === 'delete'}
            onClick={() => {
              edit.reset({ zone_id: String(mapping.zone_id), description: mapping.description });
              setMode('edit');
            }}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
            <span className="visually-hidden">Edit mapping for {label}</span>
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={mode === 'delete'}
            onClick={() => setMode('delete')}
          >
            <i className="bi bi-trash" aria-hidden="true" />
            <span className="visually-hidden">Delete mapping for {label}</span>
          </Button>
        </td>
      </tr>
      {mode === 'delete' && (
        <tr>
          <td colSpan={4}>
            <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 mb-0">
              <span className="me-auto">
                {`Are you sure you want to delete the mapping for status "${mapping.order_status}"?`}
              </span>
              <Button
                size="sm"
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
                autoFocus
              >
                Delete
              </Button>
              {cancel(remove.isPending)}
            </Alert>
          </td>
        </tr>
      )}
    </>
  );
}
