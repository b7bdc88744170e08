import { Link, useLocation } from 'react-router';
import type { PublicUser } from '@shop/contract';
import { adminSectionsFor, isCurrentAdminLink } from '../../lib/admin-links';

/**
 * The back office's own menu at desktop widths: its sections, each with the screens
 * this staff member may open (the server refuses the rest anyway), the current one marked
 * (aria-current="page") on its screens and those opened from it. On a phone the navbar's Admin
 * menu does this job.
 */
export function AdminSideMenu({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const sections = adminSectionsFor(user);
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Back office" className="admin-side-menu border-end bg-body-tertiary">
      {sections.map(({ section, links }) => {
        const headingId = `admin-section-${section.toLowerCase()}`;
        // A section of one screen of the same name needs no heading of its own.
        const titled = !(links.length === 1 && links[0]!.label === section);
        return (
          <div key={section} className="mb-2">
            {titled && (
              <div id={headingId} className="admin-side-menu-heading">
                {section}
              </div>
            )}
            <ul className="nav flex-column" aria-labelledby={titled ? headingId : undefined}>
              {links.map((link) => (
                <li className="nav-item" key={link.to}>
                  <Link
                    to={link.to}
                    className="nav-link"
                    aria-current={isCurrentAdminLink(link, pathname) ? 'page' : undefined}
                  >
                    <i className={`bi bi-${link.icon} me-2`} aria-hidden="true" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
