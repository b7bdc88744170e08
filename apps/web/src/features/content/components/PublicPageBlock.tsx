import { useQuery } from '@tanstack/react-query';
import type { PageSlug } from '@shop/contract/content-pages';
import { publicPageQuery } from '../api/public-page';
import { PageBlock } from './PageBlock';

/**
 * The published content block of a public page, where the page puts it. Nothing at all
 * (no space, no spinner) while it loads, when the page is not published, or when the call
 * fails: the page is whole without it. A first visit gets it inlined in the HTML.
 */
export function PublicPageBlock({
  slug,
  className = 'pt-5',
}: {
  slug: PageSlug;
  className?: string;
}) {
  const { data } = useQuery(publicPageQuery(slug));
  const block = data?.block;
  if (!block) return null;
  return (
    <section className={className} data-page-block={slug}>
      <div className="container">
        <PageBlock html={block.content} label={block.title} />
      </div>
    </section>
  );
}
