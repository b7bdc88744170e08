import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { INDUSTRIES, SERVICES } from './content';
import type { Industry } from './content';
import NotFoundPage from './NotFoundPage';
import { SCREEN_BUILT } from '../../lib/screens';

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

      <section className="py-5" aria-labelledby="challenges-title">
        <div className="container">
          <div className="row mb-4">
            <div className="col-12 col-lg-8">
              <h2 id="challenges-title" className="fw-bold">
                Common Challenges
              </h2>
              <p className="fs-5 text-body-secondary mb-0">{industry.intro}</p>
            </div>
          </div>
          <div className="row g-4">
            {industry.challenges.map((challenge) => (
              <div className="col-12 col-md-6" key={challenge.title}>
                <div className="d-flex gap-3 h-100 p-3 border rounded-3">
                  <span className="icon-badge bg-warning-subtle text-warning-emphasis flex-shrink-0">
                    <i className="bi bi-exclamation-triangle" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="h5 fw-bold">{challenge.title}</h3>
                    <p className="text-body-secondary mb-0">{challenge.text}</p>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="py-5 bg-body-tertiary" aria-labelledby="solutions-title">
        <div className="container">
          <h2 id="solutions-title" className="fw-bold mb-4">
            Recommended Solutions
          </h2>
          <div className="row g-4">
            {industry.solutions.map((solution) => {
              const service = SERVICES.find((s) => s.id === solution.serviceId);
              return (
                <div className="col-12 col-md-6 col-lg-3" key={solution.title}>
                  <div className="card h-100 border-0 shadow-sm">
                    <div className="card-body">
                      <span className="icon-badge bg-primary text-white mb-3">
                        <i
                          className={`bi bi-${service?.icon ?? 'shield-check'}`}
                          aria-hidden="true"
                        />
                      </span>
                      <h3 className="h5 fw-bold">{solution.title}</h3>
                      <p className="text-body-secondary">{solution.text}</p>
                      {service && (
                        <p className="small mb-0">
                          <span className="text-body-secondary">Service: </span>
                          <span className="fw-semibold">{service.title}</span>
                        </p>
                      )}
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
          <p className="mt-4 mb-0">
            <Link to="/services" className="fw-semibold">
              See all our services
              <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section className="cta-band text-white py-5" aria-labelledby="industry-cta-title">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-12 col-lg-8">
              <h2 id="industry-cta-title" className="fw-bold">
                Get a plan for your {industry.name.toLowerCase()} property
              </h2>
              <p className="lead mb-0">
                Tell us about your property and we will recommend a system that fits it, with a
                fixed, itemized price.
              </p>
            </div>
            <div className="col-12 col-lg-4">
              <div className="d-flex flex-column flex-sm-row flex-lg-column gap-3">
                <Link to="/contact" className="btn btn-light btn-lg">
                  Request a Quote
                </Link>
                {SCREEN_BUILT.survey && (
                  <Link to="/survey" className="btn btn-outline-light btn-lg">
                    Book a Free Site Survey
                  </Link>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="py-5" aria-labelledby="other-industries-title">
        <div className="container">
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
        </div>
      </section>
    </>
  );
}
