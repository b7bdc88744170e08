import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/TextField';

/**
 * A profile field: plain read-only text ("Not provided" when empty) until Edit Profile, then an
 * input with its error under it; required only while it can be edited.
 */
export function ProfileField({
  editing,
  required,
  className = 'col-12 col-md-6',
  ...field
}: Omit<ComponentProps<typeof TextField>, 'plaintext' | 'readOnly' | 'placeholder'> & {
  editing: boolean;
}) {
  return (
    <TextField
      {...field}
      className={className}
      labelClassName="small fw-semibold mb-1"
      required={editing && required}
      plaintext={!editing}
      readOnly={!editing}
      placeholder={editing ? undefined : 'Not provided'}
    />
  );
}
