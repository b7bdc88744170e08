import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import type { PublicUser } from '@shop/contract';
import { ADMIN_LINKS } from './admin-links';

/**
 * The navbar's dropdowns, which only a signed-in visitor sees. They live in their own chunk
 * (with the dropdown and positioning code they need), so a guest's first page does not load
 * them (Lighthouse, issue 9).
 */
export function AdminMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <NavDropdown title="Admin" id="admin-menu" as="li">
      {ADMIN_LINKS.map((link) => (
        <NavDropdown.Item as={Link} to={link.to} key={link.to} onClick={onNavigate}>
          <i className={`bi bi-${link.icon} me-2`} aria-hidden="true" />
          {link.label}
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
          {user.firstName}
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
