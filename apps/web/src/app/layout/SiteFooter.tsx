import { Link } from 'react-router';
import type { SocialLinks } from '@shop/contract';
import { telHref } from '@shop/contract/settings-text';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shop/contract/social';
import { useShopIdentity } from '../../lib/api/shop-settings';

const SOCIAL: Record<SocialNetwork, { label: string; icon: string }> = {
  facebook: { label: 'Facebook', icon: 'facebook' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
  x: { label: 'X', icon: 'twitter-x' },
  youtube: { label: 'YouTube', icon: 'youtube' },
};

/** The shop's social pages, as its settings name them; nothing when none is set. */
function SocialLinksList({ shopName, links }: { shopName: string; links: SocialLinks }) {
  const set = SOCIAL_NETWORKS.flatMap((network) => {
    const href = links[network];
    return href ? [{ network, href, ...SOCIAL[network] }] : [];
  });
  if (set.length === 0) return null;
  return (
    <ul className="list-inline mb-0" aria-label="Social media">
      {set.map((s) => (
        <li className="list-inline-item" key={s.network}>
          <a
            href={s.href}
            className="link-light fs-5"
            aria-label={`${shopName} on ${s.label} (opens in a new tab)`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <i className={`bi bi-${s.icon}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function SiteFooter() {
  // Nothing of the shop's own is shown until an admin has filled in its details.
  const { company, name } = useShopIdentity();
  return (
    <footer className="bg-dark text-light pt-5 pb-4 mt-auto" data-bs-theme="dark">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-5">
            <p className="h5 fw-bold">
              <i className="bi bi-shield-lock-fill text-primary me-2" aria-hidden="true" />
              {name}
            </p>
            {company?.tagline && <p className="text-body-secondary">{company.tagline}</p>}
            {company && <SocialLinksList shopName={company.name} links={company.social} />}
          </div>
          <nav className="col-12 col-sm-6 col-md-3" aria-label="Footer">
            <p className="h6 text-uppercase">Quick Links</p>
            <ul className="list-unstyled">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to} className="mb-1">
                  <Link
                    to={l.to}
                    className="link-light link-underline-opacity-0 link-underline-opacity-75-hover"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {company && (
            <div className="col-12 col-sm-6 col-md-4">
              <p className="h6 text-uppercase">Contact</p>
              <address className="mb-0 text-body-secondary">
                {company.street}
                <br />
                {company.cityLine}
                <br />
                <a href={telHref(company.phone)} className="link-light">
                  {company.phone}
                </a>
                <br />
                <a href={`mailto:${company.email}`} className="link-light text-break">
                  {company.email}
                </a>
              </address>
            </div>
          )}
        </div>
        <hr className="border-secondary" />
        <p className="small text-body-secondary mb-0">
          &copy; {new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
