import { useState } from 'react';
import { UNIT_MESSAGES } from '@shop/contract';
import { errorText } from '../../../lib/error-text';
import { useChangeUnitStatus } from '../api/product-units';

/**
 * A unit's status change with its failure: the server's message when it refuses (the unit
 * is shown as it was again by useChangeUnitStatus), until the next try or a dismissal.
 */
export function useUnitStatus(id: number) {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangeUnitStatus(id, {
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(errorText(error, UNIT_MESSAGES.statusFailed)),
  });
  return { mutation, failure, dismiss: () => setFailure(null) };
}
