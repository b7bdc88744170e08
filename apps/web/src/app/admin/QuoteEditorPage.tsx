import { QuoteEditorScreen } from '../../features/quotes/components/QuoteEditorScreen';

/** /admin/quotes/new and /admin/quotes/:id: the quote editor (issue 21). */
export default function QuoteEditorPage() {
  return <QuoteEditorScreen />;
}
