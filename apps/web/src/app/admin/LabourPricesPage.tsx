import { LabourPricesScreen } from '../../features/quotes/components/LabourPricesScreen';

/** /admin/labour-prices: the installation labour price list. */
export default function LabourPricesPage() {
  return <LabourPricesScreen />;
}
