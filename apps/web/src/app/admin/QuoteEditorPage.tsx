import { QuoteEditorScreen } from '../../features/quotes/components/QuoteEditorScreen';

/** /admin/quotes/new and /admin/quotes/:id: the quote editor. */
export default function QuoteEditorPage() {
  return <QuoteEditorScreen />;
}
