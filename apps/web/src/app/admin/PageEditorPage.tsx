import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_MESSAGES,
  contentPageOf,
  isPageSlug,
  type PageSlug,
} from '@shop/contract/content-pages';
import { adminPageQuery } from '../../features/content/api/admin-page';
import { adminPagesQuery } from '../../features/content/api/admin-pages';
import { useRestoreVersion } from '../../features/content/api/restore-version';
import { useSavePage } from '../../features/content/api/save-page';
import { PageEditor } from '../../features/content/components/PageEditor';
import { PagePicker } from '../../features/content/components/PagePicker';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../shop/NotFoundPage';

/** /admin/pages and /admin/pages/:slug (admins only): the page editor. */
export default function PageEditorPage() {
  const { slug } = useParams();
  if (slug === undefined) return <Navigate to="/admin/pages/home" replace />;
  if (!isPageSlug(slug)) return <NotFoundPage />;
  // Keyed by page: a save still running when the admin switches pages settles into the page it
  // was made for, and the old page's message does not follow the admin.
  return <PageEditorScreen key={slug} slug={slug} />;
}

function PageEditorScreen({ slug }: { slug: PageSlug }) {
  useDocumentTitle(`Edit ${contentPageOf(slug).title} - Page Editor`);
  const pages = useQuery(adminPagesQuery());
  const page = useQuery(adminPageQuery(slug));
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);

  const saved = (result: { message: string }) =>
    setAlert({ variant: 'success', text: result.message });

  const save = useSavePage(slug, {
    onMutate: () => setAlert(null),
    onSuccess: saved,
    onError: (err) =>
      setAlert({ variant: 'danger', text: `${CONTENT_MESSAGES.saveFailed}: ${err.message}` }),
  });
  const restore = useRestoreVersion(slug, {
    onMutate: () => setAlert(null),
    onSuccess: saved,
    onError: (err) =>
      setAlert({ variant: 'danger', text: `${CONTENT_MESSAGES.restoreFailed}: ${err.message}` }),
  });

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-file-earmark-richtext text-primary me-2" aria-hidden="true" />
          Page Editor
        </h1>
      </div>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      <div className="row g-4">
        <div className="col-12 col-lg-3 col-xxl-2">
          <PagePicker current={slug} pages={pages.data} />
        </div>
        <div className="col-12 col-lg-9 col-xxl-10">
          {page.isPending ? (
            <LoadingState label="Loading page..." />
          ) : page.isError ? (
            <ErrorState
              message={CONTENT_MESSAGES.loadFailed}
              onRetry={() => void page.refetch()}
              retryLabel="Retry"
            />
          ) : (
            <PageEditor
              key={slug}
              page={page.data}
              saving={save.isPending}
              restoring={restore.isPending}
              onSave={async (values) => (await save.mutateAsync(values)).page}
              onRestore={async (version) => (await restore.mutateAsync(version)).page}
            />
          )}
        </div>
      </div>
    </div>
  );
}
