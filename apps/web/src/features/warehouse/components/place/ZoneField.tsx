import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import type { Zone } from '@shop/contract';
import { zonesQuery } from '../../api/zones';
import { ZonesLoadError } from '../ZonesLoadError';

/** "Select a zone", then each zone as "A - Receiving". */
export function ZoneOptions({ zones }: { zones: readonly Zone[] }) {
  return (
    <>
      <option value="">Select a zone</option>
      {zones.map((z) => (
        <option key={z.id} value={z.id}>
          {z.zone_code} - {z.zone_name}
        </option>
      ))}
    </>
  );
}

/**
 * The required Zone select of a place, with the zones the warehouse has: a note when it has
 * none yet, Retry when they did not load, and `error` under it. `select` is the select's own
 * wiring (registered, or a value and onChange).
 */
export function ZoneField({
  id,
  error,
  ...select
}: { id: string; error?: string | undefined } & ComponentProps<typeof Form.Select>) {
  const zones = useQuery(zonesQuery());
  return (
    <Form.Group controlId={id}>
      <Form.Label>Zone *</Form.Label>
      <Form.Select
        {...select}
        isInvalid={Boolean(error)}
        disabled={select.disabled || zones.isPending}
      >
        <ZoneOptions zones={zones.data ?? []} />
      </Form.Select>
      {zones.isSuccess && zones.data.length === 0 && (
        <Form.Text>No zones available. Create a zone first.</Form.Text>
      )}
      {zones.isError && <ZonesLoadError onRetry={() => void zones.refetch()} />}
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}
