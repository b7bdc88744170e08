import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { telHref } from '@shop/contract/settings-text';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { publicPageQuery } from '../../features/content/api/public-page';
import { PageBlock } from '../../features/content/components/PageBlock';
import { LoadingState } from '../../components/ui/LoadingState';
import { formatLongDate } from '../../lib/format';

export type LegalSection = { id: string; title: string; content: ReactNode };

/** The shop's name from its settings (its host name while it has none). */
export function ShopName() {
  return <>{useShopIdentity().name}</>;
}

/** The company's postal address, e-mail and phone; nothing while the shop has no details. */
function CompanyAddress() {
  const { company } = useShopIdentity();
  if (!company) return null;
  return (
    <address className="mb-0 text-break">
      {company.name}
      <br />
      {company.street}
      <br />
      {company.cityLine}
      <br />
      E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
      <br />
      Phone: <a href={telHref(company.phone)}>{company.phone}</a>
    </address>
  );
}

/** The last section of every legal document: how to reach the company, after `lead`. */
export const contactSection = (lead: string): LegalSection => ({
  id: 'contact',
  title: 'Contact Us',
  content: (
    <>
      <p>{lead}</p>
      <CompanyAddress />
    </>
  ),
});

/**
 * The shared layout of the Privacy Policy and Terms of Service. When the owner has published
 * the page in the page editor, that text is the document, dated by its last edit; otherwise
 * the built-in text: numbered sections with a contents list, under the document's title.
 */
export function LegalDocument({
  slug,
  title,
  lastUpdated,
  intro,
  sections,
}: {
  slug: 'terms' | 'privacy';
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  const page = useQuery(publicPageQuery(slug));
  if (page.isPending) return <LoadingState />;
  const block = page.data?.block;
  if (block) {
    return (
      <>
        <PageHeader title={title} lead={<>Last updated: {formatLongDate(block.updatedAt)}</>} />
        <div className="container py-5" data-page-block={slug}>
          <PageBlock html={block.content} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} lead={<>Last updated: {lastUpdated}</>} />
      <div className="container py-5">
        <div className="row g-4">
          <nav className="col-lg-3 d-none d-lg-block" aria-label="Contents">
            <div className="position-sticky legal-toc">
              <p className="small fw-bold text-uppercase text-body-secondary mb-2">Contents</p>
              <ol className="list-unstyled small mb-0">
                {sections.map((section, index) => (
                  <li key={section.id} className="mb-1">
                    <a
                      href={`#${section.id}`}
                      className="link-body-emphasis link-underline-opacity-0 link-underline-opacity-75-hover"
                    >
                      {index + 1}. {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="col-12 col-lg-8 offset-lg-1">
            <div className="mb-5">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className="legal-section mb-5">
                <h2 className="h4 fw-bold mb-3">
                  {index + 1}. {section.title}
                </h2>
                {section.content}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
