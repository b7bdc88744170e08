import Badge from 'react-bootstrap/Badge';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shop/contract';
import { newLeadCountsQuery } from '../../features/leads/api/staff';
import { adminLinksFor, canManageLeads } from '../../lib/admin-links';

/**
 * The navbar's dropdowns, which only a signed-in visitor sees. They live in their own chunk
 * (with the dropdown and positioning code they need), so a guest's first page does not load
 * them (Lighthouse).
 */
export function AdminMenu({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  // The count of leads nobody has looked at yet, refreshed every minute.
  const counts = useQuery({ ...newLeadCountsQuery(), enabled: canManageLeads(user) });
  const newFor: Record<string, number | undefined> = {
    '/admin/contact-requests': counts.data?.contactRequests,
    '/admin/site-surveys': counts.data?.siteSurveys,
  };
  const total = (counts.data?.contactRequests ?? 0) + (counts.data?.siteSurveys ?? 0);
  return (
    <NavDropdown
      title={
        <span>
          Admin
          {total > 0 && (
            <Badge bg="danger" pill className="ms-1" data-testid="new-leads-badge">
              {total}
              <span className="visually-hidden"> new leads</span>
            </Badge>
          )}
        </span>
      }
      id="admin-menu"
      as="li"
    >
      {adminLinksFor(user).map((link) => (
        <NavDropdown.Item as={Link} to={link.to} key={link.to} onClick={onNavigate}>
          <i className={`bi bi-${link.icon} me-2`} aria-hidden="true" />
          {link.label}
          {(newFor[link.to] ?? 0) > 0 && (
            <Badge bg="danger" pill className="ms-2">
              {newFor[link.to]}
              <span className="visually-hidden"> new</span>
            </Badge>
          )}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

export function UserMenu({
  user,
  onNavigate,
  onLogout,
}: {
  user: PublicUser;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <NavDropdown
      title={
        <span>
          <i className="bi bi-person-circle me-1" aria-hidden="true" />
          <span className="user-menu-name">{user.firstName}</span>
        </span>
      }
      id="user-menu"
      align="end"
    >
      <NavDropdown.ItemText>
        <span className={`badge text-bg-${user.role === 'admin' ? 'primary' : 'secondary'}`}>
          {user.role.charAt(0).toUpperCase() + user.role.slice(1)}
        </span>
      </NavDropdown.ItemText>
      <NavDropdown.Item as={Link} to="/dashboard" onClick={onNavigate}>
        User Dashboard
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={onLogout}>
        <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
        Logout
      </NavDropdown.Item>
    </NavDropdown>
  );
}
