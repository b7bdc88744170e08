import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SavedAddress } from '@shop/contract';
import { TextField } from './TextField';

/** Street, city, state (2 letters), ZIP and country: the fields of an address form. */
export function AddressFields({
  idPrefix,
  register,
  errors,
  disabled,
}: {
  idPrefix: string;
  register: UseFormRegister<SavedAddress>;
  errors: FieldErrors<SavedAddress>;
  disabled?: boolean;
}) {
  return (
    <div className="row g-0 gx-3">
      <TextField
        className="col-12 mb-3"
        id={`${idPrefix}-address`}
        label="Street address"
        required
        autoComplete="shipping street-address"
        registration={register('address')}
        error={errors.address?.message}
        disabled={disabled}
        maxLength={200}
      />
      <TextField
        className="col-md-5 mb-3"
        id={`${idPrefix}-city`}
        label="City"
        required
        autoComplete="shipping address-level2"
        registration={register('city')}
        error={errors.city?.message}
        disabled={disabled}
        maxLength={100}
      />
      <TextField
        className="col-4 col-md-2 mb-3"
        id={`${idPrefix}-state`}
        label="State"
        required
        autoComplete="shipping address-level1"
        registration={register('state')}
        error={errors.state?.message}
        disabled={disabled}
        maxLength={2}
        placeholder="NV"
      />
      <TextField
        className="col-8 col-md-5 mb-3"
        id={`${idPrefix}-zip`}
        label="ZIP code"
        required
        autoComplete="shipping postal-code"
        registration={register('zipCode')}
        error={errors.zipCode?.message}
        disabled={disabled}
        maxLength={10}
        placeholder="12345"
      />
      <TextField
        className="col-12 mb-3"
        id={`${idPrefix}-country`}
        label="Country"
        registration={register('country')}
        error={errors.country?.message}
        disabled
        help="We ship within the United States."
      />
    </div>
  );
}
