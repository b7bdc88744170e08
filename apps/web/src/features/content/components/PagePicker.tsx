import Badge from 'react-bootstrap/Badge';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import type { AdminPageSummary } from '@shop/contract';
import { CONTENT_PAGES, type PageSlug } from '@shop/contract/content-pages';

/** The five pages; the open one is marked. Following a link asks first if there are unsaved changes. */
export function PagePicker({
  current,
  pages,
}: {
  current: PageSlug;
  pages: AdminPageSummary[] | undefined;
}) {
  const state = new Map(pages?.map((p) => [p.slug, p]));
  return (
    <Nav as="nav" variant="pills" className="flex-lg-column gap-1" aria-label="Pages">
      {CONTENT_PAGES.map(({ slug, title, path }) => {
        const page = state.get(slug);
        const active = slug === current;
        return (
          <Nav.Link
            as={Link}
            key={slug}
            to={`/admin/pages/${slug}`}
            active={active}
            aria-current={active ? 'page' : undefined}
            className="d-flex align-items-center gap-2"
          >
            <span className="me-auto">
              {title}
              <span className={`d-block small ${active ? '' : 'text-body-secondary'}`}>{path}</span>
            </span>
            {page && (
              <Badge bg={page.published ? 'success' : 'secondary'}>
                {page.published ? 'Published' : 'Draft'}
              </Badge>
            )}
          </Nav.Link>
        );
      })}
    </Nav>
  );
}
