import { LabourPricesScreen } from '../../features/quotes/components/LabourPricesScreen';

/** /admin/labour-prices: the installation labour price list (issue 21). */
export default function LabourPricesPage() {
  return <LabourPricesScreen />;
}
