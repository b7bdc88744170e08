import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateZoneSchema, type UpdateZoneInput, type Zone } from '@shop/contract';
import { Dialog } from '../../../../components/ui/Dialog';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import { errorText } from '../../../../lib/error-text';
import { plural } from '../../../../lib/format';
import { useDeleteZone, useUpdateZone, zoneHistoryQuery } from '../../api/locations';
import { DeleteConfirm } from './DeleteConfirm';
import { LayoutHistory } from './LayoutHistory';

/**
 * A zone's corrections (ADR 0039): its name and description (the code stays: it is on
 * the printed labels), its deletion while it holds no units, and its layout history.
 */
export function ZoneDialog({
  zone,
  onClose,
  onDeleted,
}: {
  zone: Zone | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  return (
    <Dialog
      show={zone !== null}
      onHide={onClose}
      size="lg"
      icon="pencil"
      title={zone ? `Zone ${zone.zone_code}` : 'Zone'}
    >
      {zone && <ZoneBody key={zone.id} zone={zone} onClose={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function ZoneBody({
  zone,
  onClose,
  onDeleted,
}: {
  zone: Zone;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateZoneInput>({
    resolver: zodResolver(updateZoneSchema),
    defaultValues: { zone_name: zone.zone_name, description: zone.description },
  });
  const nameError = errors.zone_name?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const history = useQuery(zoneHistoryQuery(zone.id));
  const update = useUpdateZone({
    onSuccess: () => setSaved(true),
    onError: (err) => setFailure(errorText(err, 'Failed to update the zone')),
  });
  const remove = useDeleteZone({
    onSuccess: (data) => onDeleted(data.message),
    onError: (err) => {
      setConfirming(false);
      setFailure(errorText(err, 'Failed to delete the zone'));
    },
  });

  const save = handleSubmit((input) => update.mutate({ id: zone.id, input }));

  return (
    <>
      <Modal.Body className="d-grid gap-4">
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <Form
          noValidate
          onSubmit={(event) => {
            setFailure(null);
            setSaved(false);
            void save(event);
          }}
          className="d-grid gap-3"
          aria-label="Rename the zone"
        >
          <Form.Group controlId="zone-edit-name">
            <Form.Label>Zone name</Form.Label>
            <Form.Control
              maxLength={100}
              isInvalid={nameError !== undefined}
              {...register('zone_name')}
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="zone-edit-description">
            <Form.Label>Description</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={500} {...register('description')} />
          </Form.Group>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              )}
              Save zone
            </Button>
            {saved && (
              <span className="text-success small" role="status">
                Zone saved
              </span>
            )}
            <Button
              variant="outline-danger"
              className="ms-auto"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending || zone.is_returns}
            >
              <i className="bi bi-trash me-1" aria-hidden="true" />
              Delete zone
            </Button>
          </div>
          <p className="small text-body-secondary mb-0">
            The code {zone.zone_code} stays: it is printed on the zone&rsquo;s labels.{' '}
            {zone.is_returns ? (
              <>
                <span className="badge text-bg-warning">Returns zone</span> Units received back in
                an RMA wait here for inspection, so it cannot be deleted.
              </>
            ) : (
              'A zone can be deleted while it holds no units.'
            )}
          </p>
        </Form>
        {confirming && (
          <DeleteConfirm
            question={`Delete zone ${zone.zone_code} and its ${plural(zone.location_count, 'location')}? This cannot be undone.`}
            confirmLabel="Delete zone"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(zone.id)}
            onCancel={() => setConfirming(false)}
          />
        )}
        <LayoutHistory title="Zone history" history={history} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </>
  );
}
