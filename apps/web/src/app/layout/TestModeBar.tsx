import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../features/auth/api/public-config';

/**
 * A thin line above every page of a shop that takes no real payments (the demo, a staging
 * shop started with PAYMENTS=test, or Stripe's test keys), so nobody mistakes it for the real
 * shop and nobody believes an order there was paid.
 */
export function TestModeBar() {
  const config = useQuery(publicConfigQuery());
  if (!config.data?.testPayments) return null;
  // A named region, so it sits in a landmark like the rest of the page (axe's `region` rule);
  // its class stays on the outer element, which the navbar's height rules follow.
  return (
    <section
      aria-label="Test mode"
      className="test-mode-bar bg-warning-subtle text-warning-emphasis text-center small px-2"
    >
      <div role="note">
        <i className="bi bi-cone-striped me-1" aria-hidden="true" />
        Test mode: no real payments
      </div>
    </section>
  );
}
