import Badge from 'react-bootstrap/Badge';
import type { ReactNode } from 'react';

/** Bootstrap's light backgrounds: white text on them fails the contrast check (WCAG AA). */
const LIGHT = new Set(['info', 'warning', 'light']);

/** A badge of one of Bootstrap's backgrounds, with dark text on the light ones. */
export function StatusBadge({
  variant,
  className,
  children,
}: {
  variant: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge bg={variant} text={LIGHT.has(variant) ? 'dark' : undefined} className={className}>
      {children}
    </Badge>
  );
}
