import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');

  return (
    <section className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-md-10 col-lg-7 text-center py-lg-5">
          <i className="bi bi-signpost-split display-1 text-primary" aria-hidden="true" />
          <p className="text-uppercase fw-semibold text-body-secondary mt-3 mb-1">Error 404</p>
          <h1 className="fw-bold mb-3">Page not found</h1>
          <p className="lead mb-1">We could not find the page you asked for:</p>
          <p className="mb-4">
            <code className="text-break">{pathname}</code>
          </p>
          <p className="text-body-secondary mb-4">
            It may have moved, or the address may be mistyped. These links will get you back on
            track.
          </p>
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-3">
            <Link to="/" className="btn btn-primary">
              <i className="bi bi-house-door me-2" aria-hidden="true" />
              Back to Home
            </Link>
            <Link to="/contact" className="btn btn-outline-primary">
              <i className="bi bi-envelope me-2" aria-hidden="true" />
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
