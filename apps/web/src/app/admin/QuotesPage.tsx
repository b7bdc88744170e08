import { QuoteListScreen } from '../../features/quotes/components/QuoteListScreen';

/** /admin/quotes: the staff's quotes. */
export default function QuotesPage() {
  return <QuoteListScreen />;
}
