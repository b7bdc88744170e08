import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { LoginRequest } from '@shop/contract';
import { TextField } from '../../../components/ui/TextField';

/** The e-mail and password pair of every sign-in form (login page, Admin Login modal). */
export function CredentialFields({
  idPrefix,
  emailLabel = 'Email',
  register,
  errors,
  last = false,
}: {
  idPrefix: string;
  emailLabel?: string;
  register: UseFormRegister<LoginRequest>;
  errors: FieldErrors<LoginRequest>;
  /** The last thing in its container: no margin under the password. */
  last?: boolean;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={emailLabel}
        type="email"
        autoComplete={emailLabel === 'Email' ? 'email' : 'username'}
        required
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        registration={register('password')}
        error={errors.password?.message}
        {...(last ? { className: 'mb-0' } : {})}
      />
    </>
  );
}
