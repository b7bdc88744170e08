import { useQuery } from '@tanstack/react-query';
import { CONTENT_MESSAGES } from '@shop/contract/content-pages';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { pagePreviewQuery } from '../api/preview-page';
import { PageBlock } from './PageBlock';

/** The content as the server sanitises it: exactly what a visitor would get. */
export function PagePreview({ content }: { content: string }) {
  const preview = useQuery(pagePreviewQuery(content));
  if (preview.isPending) return <LoadingState label="Loading preview..." />;
  if (preview.isError) {
    return (
      <ErrorState
        message={CONTENT_MESSAGES.previewFailed}
        onRetry={() => void preview.refetch()}
        retryLabel="Retry"
      />
    );
  }
  if (!preview.data) {
    return (
      <p className="text-body-secondary fst-italic mb-0">Nothing to show: the content is empty.</p>
    );
  }
  return <PageBlock html={preview.data} label="Preview" />;
}
