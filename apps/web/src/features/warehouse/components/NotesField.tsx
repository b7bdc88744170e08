import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/TextField';

/** The free-text notes of a bin, a default location or received units: up to 500 characters. */
export function NotesField({
  id,
  registration,
  disabled,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
}) {
  return (
    <TextField
      className="mb-0"
      id={id}
      label="Notes"
      rows={2}
      maxLength={500}
      registration={registration}
      disabled={disabled}
    />
  );
}
