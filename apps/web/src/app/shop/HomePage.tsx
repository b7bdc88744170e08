import { ContentBand, ContentSection, CtaBand } from '../../components/ui/ContentSection';
import { FeatureGrid, type Feature } from '../../components/ui/FeatureGrid';
import { Link } from 'react-router';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { SERVICES, WHY_CHOOSE_US } from './content';
import { storefrontBlocksQuery } from '../../features/content/api/storefront-blocks';
import { SCREEN_BUILT } from '../../lib/screens';
import { PublicPageBlock } from '../../features/content/components/PublicPageBlock';

const HERO_POINTS = [
  'Free, no-obligation site survey',
  'Licensed, insured and background-checked technicians',
  'Mobile viewing set up on every system',
  'Support by phone and e-mail after installation',
];

const HOME_SERVICES: Feature[] = SERVICES.filter((s) => s.featuredOnHome).map((service) => ({
  icon: service.icon,
  title: service.title,
  text: service.summary,
  footer: (
    <Link to={`/services#${service.id}`} className="mt-auto fw-semibold">
      Learn more <span className="visually-hidden">about {service.title}</span>
      <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
    </Link>
  ),
}));

export default function HomePage() {
  useDocumentTitle('Security Cameras, Alarms & Access Control');
  const shop = useShopIdentity();
  // The owner's own testimonials (the demo shop's in demo mode); none: no section.
  const testimonials = useQuery(storefrontBlocksQuery()).data?.testimonials ?? [];

  return (
    <>
      <section className="hero text-light py-5" aria-labelledby="hero-title">
        <div className="container py-lg-5">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-12 col-lg-7">
              <p className="text-uppercase fw-semibold small mb-2 text-info">{shop.name}</p>
              <h1 id="hero-title" className="display-4 fw-bold mb-3">
                Protect what matters most
              </h1>
              <p className="lead mb-4">
                {shop.company?.tagline} We design, install and support security systems for homes
                and businesses, and we stay with you long after the last camera goes up.
              </p>
              <div className="d-flex flex-column flex-sm-row gap-3">
                <Link to="/contact" className="btn btn-primary btn-lg">
                  <i className="bi bi-chat-square-text me-2" aria-hidden="true" />
                  Get a Free Quote
                </Link>
                <Link to="/services" className="btn btn-outline-light btn-lg">
                  Explore Our Services
                </Link>
              </div>
            </div>
            <div className="col-12 col-lg-5">
              <div className="rounded-4 border border-light border-opacity-25 bg-dark bg-opacity-25 p-4">
                <ul className="list-unstyled mb-0">
                  {HERO_POINTS.map((point) => (
                    <li key={point} className="d-flex align-items-start gap-2 mb-2">
                      <i className="bi bi-check-circle-fill text-info mt-1" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>

      <PublicPageBlock slug="home" />

      <ContentSection
        id="why-title"
        title="Why Choose Us"
        lead="One local team from the first visit to the last service call."
      >
        <FeatureGrid
          features={WHY_CHOOSE_US}
          columns="col-12 col-md-4"
          tone="bg-primary-subtle text-primary-emphasis"
          look="plain"
        />
      </ContentSection>

      <ContentBand labelledBy="services-title" tinted>
        <div className="d-flex flex-column flex-md-row justify-content-between align-items-md-end gap-3 mb-4">
          <div>
            <h2 id="services-title" className="fw-bold">
              Our Services
            </h2>
            <p className="text-body-secondary mb-0">
              Complete systems, or just the piece you are missing.
            </p>
          </div>
          <Link to="/services" className="btn btn-outline-primary align-self-start">
            View All Services
          </Link>
        </div>
        <FeatureGrid
          features={HOME_SERVICES}
          columns="col-12 col-md-6 col-lg-3"
          tone="bg-primary text-white"
        />
      </ContentBand>

      <CtaBand
        id="cta-title"
        title="Not sure what your property needs?"
        lead={
          <>
            Book a free site survey. A technician will walk your property, find the weak spots and
            give you a written recommendation, with no obligation to buy.
          </>
        }
      >
        {SCREEN_BUILT.survey && (
          <Link to="/survey" className="btn btn-light btn-lg">
            <i className="bi bi-clipboard-check me-2" aria-hidden="true" />
            Free Site Survey
          </Link>
        )}
        <Link to="/contact" className="btn btn-outline-light btn-lg">
          Contact Us
        </Link>
      </CtaBand>

      {testimonials.length > 0 && (
        <ContentSection
          id="testimonials-title"
          title="What Our Customers Say"
          lead="Homeowners, facility managers and store owners who trust us with their security."
        >
          <div className="row g-4">
            {testimonials.map((t) => (
              <div className="col-12 col-lg-4" key={t.name}>
                <figure className="card h-100 shadow-sm mb-0">
                  <div className="card-body d-flex flex-column">
                    <i className="bi bi-quote display-6 text-primary lh-1" aria-hidden="true" />
                    <blockquote className="mb-4">
                      <p className="mb-0">{t.quote}</p>
                    </blockquote>
                    <figcaption className="mt-auto">
                      <span className="fw-bold d-block">{t.name}</span>
                      <span className="small text-body-secondary">{t.context}</span>
                    </figcaption>
                  </div>
                </figure>
              </div>
            ))}
          </div>
        </ContentSection>
      )}
    </>
  );
}
