import { RmaListScreen } from '../../features/returns/admin/components/RmaListScreen';

/** /admin/rmas: the returns and warranty claims to work (issue 22). */
export default function RmasPage() {
  return <RmaListScreen />;
}
