import { QuoteListScreen } from '../../features/quotes/components/QuoteListScreen';

/** /admin/quotes: the staff's quotes (issue 21). */
export default function QuotesPage() {
  return <QuoteListScreen />;
}
