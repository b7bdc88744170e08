import { ContentBand, ContentSection } from '../../components/ui/ContentSection';
import { FeatureGrid } from '../../components/ui/FeatureGrid';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { CORE_VALUES } from './content';
import { storefrontBlocksQuery } from '../../features/content/api/storefront-blocks';
import { PublicPageBlock } from '../../features/content/components/PublicPageBlock';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function AboutPage() {
  useDocumentTitle('About Us');
  const shop = useShopIdentity();
  // The owner's own blocks (the demo shop's in demo mode); an empty one is not shown.
  const blocks = useQuery(storefrontBlocksQuery()).data;
  const stats = blocks?.stats ?? [];
  const team = blocks?.team ?? [];
  const certifications = (blocks?.certifications ?? []).map((c) => ({
    title: c.title ?? '',
    text: c.text ?? '',
    icon: 'patch-check',
  }));

  return (
    <>
      <PageHeader
        title={`About ${shop.name}`}
        lead={
          <>
            A locally owned security company that has spent more than a decade protecting homes and
            businesses.
          </>
        }
      />
      <PublicPageBlock slug="about" />

      <ContentBand labelledBy="story-title">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-7">
            <h2 id="story-title" className="fw-bold mb-3">
              Our Story
            </h2>
            <p>
              {shop.name} began with one installer, one van and a simple idea: a security system
              should be designed for the property it protects, installed with care, and supported by
              people who pick up the phone. Our founder had spent years watching customers receive
              the same cookie-cutter package regardless of their home or business, and knew there
              was a better way.
            </p>
            <p>
              More than ten years later we are a team of engineers, licensed technicians and support
              staff, and we have completed over 1,500 installations, from two-camera doorbell setups
              to access control across multi-building campuses. We still start every project with a
              visit to the site and a conversation about what you want to protect.
            </p>
            <p className="mb-0">
              We are not a call center and we do not subcontract our installations. The technician
              who designs your system is part of the team that installs it, and the same team
              answers when you need help afterwards.
            </p>
          </div>
          {stats.length > 0 && (
            <div className="col-12 col-lg-5">
              <div className="row g-3 text-center">
                {stats.map((stat) => (
                  <div className="col-6" key={stat.label}>
                    <div className="border rounded-3 p-3 h-100 bg-body-tertiary">
                      <p className="display-6 fw-bold text-primary-emphasis mb-1">{stat.value}</p>
                      <p className="small text-body-secondary mb-0">{stat.label}</p>
                    </div>
                  </div>
                ))}
              </div>
            </div>
          )}
        </div>
      </ContentBand>

      <ContentSection
        id="values-title"
        title="Our Core Values"
        lead="The principles behind every job we take on."
        tinted
      >
        <FeatureGrid
          features={CORE_VALUES}
          columns="col-12 col-md-4"
          tone="bg-primary text-white"
        />
      </ContentSection>

      {team.length > 0 && (
        <ContentSection
          id="team-title"
          title="Meet the Team"
          lead="The people who plan, install and support your system."
        >
          <div className="row g-4">
            {team.map((member) => (
              <div className="col-12 col-sm-6 col-lg-3" key={member.name}>
                <div className="card h-100 text-center shadow-sm">
                  <div className="card-body">
                    <span
                      className="avatar-initials bg-primary-subtle text-primary-emphasis mb-3"
                      aria-hidden="true"
                    >
                      {initials(member.name ?? '')}
                    </span>
                    <h3 className="h5 fw-bold mb-1">{member.name}</h3>
                    <p className="text-primary-emphasis fw-semibold small mb-2">{member.role}</p>
                    <p className="text-body-secondary mb-0">{member.bio}</p>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </ContentSection>
      )}

      <ContentSection
        id="certifications-title"
        title="Certifications"
        lead="Qualified people and proper coverage on every job."
        tinted
      >
        {certifications.length > 0 && (
          <FeatureGrid
            features={certifications}
            columns="col-12 col-md-4"
            tone="bg-success-subtle text-success-emphasis"
            beside
          />
        )}
        <div className="text-center mt-5">
          <p className="lead">Ready to talk about your property?</p>
          <Link to="/contact" className="btn btn-primary btn-lg">
            Contact Us
          </Link>
        </div>
      </ContentSection>
    </>
  );
}
