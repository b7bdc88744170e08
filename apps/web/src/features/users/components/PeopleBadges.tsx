import Badge from 'react-bootstrap/Badge';
import type { AdminUser } from '@shop/contract';
import { ROLE_LABELS, ROLE_TONES, STATUS_LABELS, STATUS_TONES } from '../people-labels';

/** White text on Bootstrap's light tones (info, warning) is under AA: those take dark text. */
const textOn = (tone: string) => (tone === 'info' || tone === 'warning' ? 'dark' : undefined);

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  const tone = STATUS_TONES[status];
  return (
    <Badge bg={tone} text={textOn(tone)}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const tone = ROLE_TONES[role];
  return (
    <Badge bg={tone} text={textOn(tone)}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
