import { RmaListScreen } from '../../features/returns/admin/components/RmaListScreen';

/** /admin/rmas: the returns and warranty claims to work. */
export default function RmasPage() {
  return <RmaListScreen />;
}
