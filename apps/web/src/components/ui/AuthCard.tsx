import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * The one card the account screens sit in (sign in, register, verify, reset). `outcome`
 * is for a result screen: centred, and announced to screen readers when `announce` is set.
 */
export function AuthCard({
  children,
  outcome = false,
  announce = false,
  width = 'narrow',
}: {
  children: ReactNode;
  outcome?: boolean;
  announce?: boolean;
  width?: 'narrow' | 'medium' | 'wide';
}) {
  const maxWidth = { narrow: '34rem', medium: '40rem', wide: '52rem' }[width];
  return (
    <div className="container py-5">
      <Card className={`mx-auto shadow-sm${outcome ? ' text-center' : ''}`} style={{ maxWidth }}>
        <Card.Body
          className={outcome ? 'p-5' : 'p-4 p-md-5'}
          {...(announce ? { role: 'status', 'aria-live': 'polite' as const } : {})}
        >
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}
