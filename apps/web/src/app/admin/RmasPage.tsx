import { RmaListScreen } from '../../features/rmas/components/RmaListScreen';

/** /admin/rmas: the returns and warranty claims to work. */
export default function RmasPage() {
  return <RmaListScreen />;
}
