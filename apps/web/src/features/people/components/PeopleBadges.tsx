import Badge from 'react-bootstrap/Badge';
import type { AdminUser } from '@shop/contract';
import { ROLE_LABELS, ROLE_TONES, STATUS_LABELS, STATUS_TONES } from '../people-labels';

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return <Badge bg={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge bg={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}
