import { Link } from 'react-router';
import type { QuickAction } from '../quick-actions';

/** Cards leading to the daily work; only screens that exist and this user may open. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-heading" className="mb-4">
      <h2 id="quick-actions-heading" className="h5 mb-3">
        Quick Actions
      </h2>
      <div className="row g-2 g-md-3">
        {actions.map((action) => (
          <div className="col-12 col-sm-6 col-lg-4" key={action.to}>
            <Link to={action.to} className="card h-100 text-decoration-none text-body shadow-sm">
              <div className="card-body d-flex align-items-center gap-3">
                <i className={`bi bi-${action.icon} fs-3 text-primary`} aria-hidden="true" />
                <div>
                  <div className="fw-semibold">{action.label}</div>
                  <div className="small text-body-secondary">{action.description}</div>
                </div>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
