import { queryOptions } from '@tanstack/react-query';
import type { ProductUnit } from '@shop/contract';
import { useOpenParam } from '../../../lib/use-open-param';
import { unitQuery } from '../api/product-units';

export const UNIT_PARAM_FAILED = 'That unit could not be opened. It may not exist any more.';

const unitOnly = (id: number) =>
  queryOptions({ ...unitQuery(id), select: (detail) => detail.unit });

/** /admin/productunits?unit=<id> opens that unit's details (a scan elsewhere links here). */
export function useUnitParam(open: (unit: ProductUnit) => void) {
  return useOpenParam('unit', unitOnly, open, UNIT_PARAM_FAILED);
}
