import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { ContentBand, CtaBand } from '../../components/ui/ContentSection';
import { FeatureGrid, type Feature } from '../../components/ui/FeatureGrid';
import { useDocumentTitle } from '../../lib/use-document-title';
import { INDUSTRIES, SERVICES } from './content';
import type { Industry } from './content';

import NotFoundPage from './NotFoundPage';
import { SCREEN_BUILT } from '../../lib/screens';

/** A recommended solution, with the service it uses when there is one. */
const solutionFeature = (solution: Industry['solutions'][number]): Feature => {
  const service = SERVICES.find((s) => s.id === solution.serviceId);
  return {
    icon: service?.icon ?? 'shield-check',
    title: solution.title,
    text: solution.text,
    more: service && (
      <p className="small mb-0">
        <span className="text-body-secondary">Service: </span>
        <span className="fw-semibold">{service.title}</span>
      </p>
    ),
  };
};

export default function IndustryPage() {
  const { industry: slug } = useParams();
  const industry = INDUSTRIES.find((i) => i.slug === slug);
  if (!industry) return <NotFoundPage />;
  return <IndustryContent industry={industry} />;
}

/** A separate component so that its title hook does not run when the slug is unknown. */
function IndustryContent({ industry }: { industry: Industry }) {
  useDocumentTitle(`${industry.name} Security`);
  const others = INDUSTRIES.filter((i) => i.slug !== industry.slug);

  return (
    <>
      <PageHeader title={`${industry.name} Security Solutions`} lead={industry.lead}>
        <nav aria-label="Breadcrumb" className="mt-3">
          <ol className="breadcrumb mb-0" data-bs-theme="dark">
            <li className="breadcrumb-item">
              <Link to="/services" className="link-light">
                Services
              </Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {industry.name}
            </li>
          </ol>
        </nav>
      </PageHeader>

      <ContentBand labelledBy="challenges-title">
        <div className="row mb-4">
          <div className="col-12 col-lg-8">
            <h2 id="challenges-title" className="fw-bold">
              Common Challenges
            </h2>
            <p className="fs-5 text-body-secondary mb-0">{industry.intro}</p>
          </div>
        </div>
        <FeatureGrid
          features={industry.challenges.map((c) => ({ icon: 'exclamation-triangle', ...c }))}
          columns="col-12 col-md-6"
          tone="bg-warning-subtle text-warning-emphasis"
          beside
          look="outline"
        />
      </ContentBand>

      <ContentBand labelledBy="solutions-title" tinted>
        <h2 id="solutions-title" className="fw-bold mb-4">
          Recommended Solutions
        </h2>
        <FeatureGrid
          features={industry.solutions.map(solutionFeature)}
          columns="col-12 col-md-6 col-lg-3"
          tone="bg-primary text-white"
        />
        <p className="mt-4 mb-0">
          <Link to="/services" className="fw-semibold">
            See all our services
            <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
          </Link>
        </p>
      </ContentBand>

      <CtaBand
        id="industry-cta-title"
        title={<>Get a plan for your {industry.name.toLowerCase()} property</>}
        lead={
          <>
            Tell us about your property and we will recommend a system that fits it, with a fixed,
            itemized price.
          </>
        }
      >
        <Link to="/contact" className="btn btn-light btn-lg">
          Request a Quote
        </Link>
        {SCREEN_BUILT.survey && (
          <Link to="/survey" className="btn btn-outline-light btn-lg">
            Book a Free Site Survey
          </Link>
        )}
      </CtaBand>

      <ContentBand labelledBy="other-industries-title">
        <h2 id="other-industries-title" className="h4 fw-bold mb-3">
          Other Industries We Serve
        </h2>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={`/industries/${other.slug}`} className="btn btn-outline-secondary">
                <i className={`bi bi-${other.icon} me-2`} aria-hidden="true" />
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </ContentBand>
    </>
  );
}
