import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRIES, type SavedAddress } from '@shop/contract';
import { fieldProps } from '../../lib/field-props';
import { SelectField, TextField } from './TextField';

/** The fields typed in: the end of their id, their width and limits, and the token autofill reads. */
const TYPED_FIELDS = [
  {
    name: 'address',
    id: 'address',
    label: 'Street address',
    className: 'col-12 mb-3',
    autoComplete: 'shipping street-address',
    maxLength: 200,
  },
  {
    name: 'city',
    id: 'city',
    label: 'City',
    className: 'col-md-5 mb-3',
    autoComplete: 'shipping address-level2',
    maxLength: 100,
  },
  {
    name: 'state',
    id: 'state',
    label: 'State',
    className: 'col-4 col-md-2 mb-3',
    autoComplete: 'shipping address-level1',
    maxLength: 2,
    placeholder: 'NV',
  },
  {
    name: 'zipCode',
    id: 'zip',
    label: 'ZIP code',
    className: 'col-8 col-md-5 mb-3',
    autoComplete: 'shipping postal-code',
    maxLength: 10,
    placeholder: '12345',
  },
] as const;

/** The shop's one list of countries (contract addresses.ts). */
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

/**
 * Street, city, state (2 letters), ZIP and country: the fields of an address form. `countryHelp`
 * says what the form does with the country (the checkout: where the shop ships).
 */
export function AddressFields({
  idPrefix,
  register,
  errors,
  disabled,
  countryHelp,
}: {
  idPrefix: string;
  register: UseFormRegister<SavedAddress>;
  errors: FieldErrors<SavedAddress>;
  disabled?: boolean;
  countryHelp?: string;
}) {
  const field = fieldProps(register, errors);
  return (
    <div className="row g-0 gx-3">
      {TYPED_FIELDS.map(({ name, id, ...props }) => (
        <TextField
          key={name}
          id={`${idPrefix}-${id}`}
          required
          disabled={disabled}
          {...props}
          {...field(name)}
        />
      ))}
      <SelectField
        className="col-12 mb-3"
        id={`${idPrefix}-country`}
        label="Country"
        required
        disabled={disabled}
        options={COUNTRY_OPTIONS}
        help={countryHelp}
        {...field('country')}
      />
    </div>
  );
}
