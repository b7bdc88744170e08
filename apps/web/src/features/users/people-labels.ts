import type { AdminUser } from '@shop/contract';
import { USER_STATUSES } from '@shop/contract';

export const STATUS_LABELS: Record<AdminUser['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};
export const STATUS_TONES: Record<AdminUser['status'], string> = {
  active: 'success',
  inactive: 'secondary',
  suspended: 'danger',
  pending: 'warning',
};
export const ROLE_LABELS: Record<AdminUser['role'], string> = {
  customer: 'Customer',
  client: 'Client',
  manager: 'Manager',
  admin: 'Administrator',
  guest: 'Guest',
};
export const ROLE_TONES: Record<AdminUser['role'], string> = {
  customer: 'primary',
  client: 'primary',
  manager: 'info',
  admin: 'dark',
  guest: 'secondary',
};
export const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();
export const initials = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?';

/** Where a person's screens live: the customers area or the users area. */
export type PeopleArea = 'users' | 'customers';
export const areaBase = (area: PeopleArea) => `/admin/${area}`;
