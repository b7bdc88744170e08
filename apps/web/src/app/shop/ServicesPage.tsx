import { lazy, Suspense } from 'react';
import { ContentSection } from '../../components/ui/ContentSection';
import { LoadingState } from '../../components/ui/LoadingState';
import { IconBadge } from '../../components/ui/IconBadge';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { INDUSTRIES, PROCESS_STEPS, SERVICES } from './content';
import { PublicPageBlock } from '../../features/content/components/PublicPageBlock';

// The plans come with the contract's schemas (zod): loaded after the page is drawn, so the
// marketing page does not wait for them.
const PlanOffers = lazy(async () => ({
  default: (await import('../../features/subscriptions/components/PlanOffers')).PlanOffers,
}));

export default function ServicesPage() {
  useDocumentTitle('Services');

  return (
    <>
      <PageHeader
        title="Our Services"
        lead={
          <>
            Design, installation and support for surveillance, alarm and access control systems, for
            homes and businesses of every size.
          </>
        }
      />
      <PublicPageBlock slug="services" />

      <section className="py-5" aria-labelledby="services-list-title">
        <div className="container">
          <h2 id="services-list-title" className="visually-hidden">
            Services we offer
          </h2>
          <div className="row g-4">
            {SERVICES.map((service) => (
              <div className="col-12 col-md-6 col-lg-4" key={service.id}>
                <article id={service.id} className="card h-100 shadow-sm scroll-anchor">
                  <div className="card-body">
                    <div className="d-flex align-items-center gap-3 mb-3">
                      <IconBadge icon={service.icon} tone="bg-primary text-white flex-shrink-0" />
                      <h3 className="h5 fw-bold mb-0">{service.title}</h3>
                    </div>
                    <p className="text-body-secondary">{service.description}</p>
                    <ul className="list-unstyled mb-0">
                      {service.features.map((feature) => (
                        <li key={feature} className="d-flex align-items-start gap-2 mb-1">
                          <i className="bi bi-check2 text-success mt-1" aria-hidden="true" />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="card-footer bg-transparent border-0 pt-0 pb-3">
                    <Link
                      to={`/contact?service=${service.quoteService}#quote-form`}
                      className="btn btn-outline-primary"
                    >
                      Get a Quote <span className="visually-hidden">for {service.title}</span>
                    </Link>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      {/* The anchor of /services#plans is drawn at once, so a link to it scrolls there. */}
      <div id="plans" className="scroll-anchor">
        <Suspense fallback={<LoadingState label="Loading our plans..." />}>
          <PlanOffers />
        </Suspense>
      </div>

      <ContentSection
        id="process-title"
        title="How It Works"
        lead="Four steps from the first conversation to a system you can rely on."
        tinted
      >
        <ol className="row g-4 list-unstyled mb-0">
          {PROCESS_STEPS.map((step, index) => (
            <li className="col-12 col-sm-6 col-lg-3" key={step.title}>
              <div className="card h-100 border-0 shadow-sm text-center">
                <div className="card-body">
                  <IconBadge icon={step.icon} tone="bg-primary-subtle text-primary-emphasis mb-3" />
                  <h3 className="h5 fw-bold">
                    <span className="text-primary-emphasis">{index + 1}.</span> {step.title}
                  </h3>
                  <p className="text-body-secondary mb-0">{step.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="industries-title"
        title="Industries We Serve"
        lead="Every property has different risks. See how we approach yours."
      >
        <div className="row g-4">
          {INDUSTRIES.map((industry) => (
            <div className="col-12 col-sm-6 col-lg-3" key={industry.slug}>
              <div className="card h-100 shadow-sm position-relative">
                <div className="card-body">
                  <IconBadge icon={industry.icon} tone="bg-dark text-white mb-3" />
                  <h3 className="h5 fw-bold">
                    <Link
                      to={`/industries/${industry.slug}`}
                      className="stretched-link link-body-emphasis link-underline-opacity-0 link-underline-opacity-75-hover"
                    >
                      {industry.name}
                      <span className="visually-hidden"> security solutions</span>
                    </Link>
                  </h3>
                  <p className="text-body-secondary">{industry.summary}</p>
                  <span className="small fw-semibold text-primary" aria-hidden="true">
                    See solutions
                    <i className="bi bi-arrow-right ms-1" />
                  </span>
                </div>
              </div>
            </div>
          ))}
        </div>
      </ContentSection>
    </>
  );
}
