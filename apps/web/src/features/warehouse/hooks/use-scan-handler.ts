import { useNavigate } from 'react-router';
import {
  SCAN_MESSAGES,
  type OrderPick,
  type ProductUnit,
  type ScanResult,
  type WarehouseLocation,
} from '@shop/contract';
import { errorText } from '../../../lib/error-text';
import { scanTarget, useScanLookup } from '../api/scan';

type Handlers = {
  unit?: (unit: ProductUnit) => void;
  location?: (location: WarehouseLocation) => void;
  order?: (order: OrderPick) => void;
  /** The lookup failed: the server's reason ("No unit, bin or order matches this code"). */
  failed: (text: string) => void;
};

/**
 * A screen's scan box: the code is looked up, and what the screen shows itself goes to its
 * handler; anything else opens on its own screen (a unit on the units screen, a bin on the
 * locations screen, an order on the orders screen).
 */
export function useScanHandler(handlers: Handlers) {
  const navigate = useNavigate();
  const lookup = useScanLookup();
  const openElsewhere = (result: ScanResult) => void navigate(scanTarget(result));
  const scan = async (code: string) => {
    let result: ScanResult;
    try {
      result = await lookup.mutateAsync(code);
    } catch (error) {
      handlers.failed(errorText(error, SCAN_MESSAGES.failed));
      return;
    }
    if (result.kind === 'unit' && handlers.unit) handlers.unit(result.unit);
    else if (result.kind === 'location' && handlers.location) handlers.location(result.location);
    else if (result.kind === 'order' && handlers.order) handlers.order(result.order);
    else openElsewhere(result);
  };
  return { scan, pending: lookup.isPending, openElsewhere };
}
