import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { editedAddressSchema, type SavedAddress } from '@shop/contract';
import { useSaveAddress } from '../api/addresses';
import { AddressFields } from '../../../components/ui/AddressFields';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FailureAlert } from '../../../components/ui/FailureAlert';

export const EMPTY_ADDRESS: SavedAddress = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'United States',
};

/** Edits the saved shipping or billing address (docs/modules/checkout.md#rules, Address edit). */
export function AddressEditModal({
  kind,
  address,
  onHide,
}: {
  kind: 'shipping' | 'billing' | null;
  address: SavedAddress | null;
  onHide: () => void;
}) {
  const form = useForm<SavedAddress>({
    resolver: zodResolver(editedAddressSchema) as never,
    defaultValues: address ?? EMPTY_ADDRESS,
  });
  useEffect(() => form.reset(address ?? EMPTY_ADDRESS), [address, form, kind]);
  const save = useSaveAddress(kind, {
    onSuccess: onHide,
    onError: (err) =>
      showServerFieldErrors(form.setError, err, { lastSegment: true, focus: false }),
  });
  const title = kind === 'billing' ? 'Edit billing address' : 'Edit shipping address';
  return (
    <Modal show={kind !== null} onHide={onHide} aria-labelledby="address-edit-title">
      <form noValidate onSubmit={form.handleSubmit((value) => save.mutate(value))}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="address-edit-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.isError && <FailureAlert text={save.error.message} className="py-2" />}
          <AddressFields
            idPrefix={`edit-${kind ?? 'address'}`}
            register={form.register}
            errors={form.formState.errors}
            disabled={save.isPending}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Address'}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
