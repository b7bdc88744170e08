import type { Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { SiteSurveyResponse } from '@shop/contract';
import { formatWholeMoney } from '../../../lib/format';

/** The submitted survey's number and estimate, and what happens next. */
export function SurveyResult({
  headingRef,
  result,
  onRestart,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  result: SiteSurveyResponse;
  onRestart: () => void;
}) {
  return (
    <>
      <Alert variant="success" role="status" className="p-4">
        <h2 ref={headingRef} tabIndex={-1} className="alert-heading h4 fw-bold">
          <i className="bi bi-check-circle me-2" aria-hidden="true" />
          Thank you! Your site survey has been submitted.
        </h2>
        <dl className="row g-3 my-3 text-center">
          <div className="col-12 col-sm-4">
            <dt className="small text-uppercase fw-semibold">Survey ID</dt>
            <dd className="fs-4 fw-bold mb-0">#{result.surveyId}</dd>
          </div>
          <div className="col-12 col-sm-4">
            <dt className="small text-uppercase fw-semibold">Estimated cameras</dt>
            <dd className="fs-4 fw-bold mb-0" data-testid="estimated-cameras">
              {result.estimatedCameras}
            </dd>
          </div>
          <div className="col-12 col-sm-4">
            <dt className="small text-uppercase fw-semibold">Estimated value</dt>
            <dd className="fs-4 fw-bold mb-0" data-testid="estimated-value">
              {formatWholeMoney(result.estimatedValue)}
            </dd>
          </div>
        </dl>
        <p className="mb-2">
          A security specialist will review your answers and contact you within 24-48 hours to talk
          through the design and arrange a visit if one is needed.
        </p>
        <p className="small mb-0">
          The estimate is a starting point for planning: the final quote follows the site visit.
          Please keep your survey ID for reference.
        </p>
      </Alert>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <Button variant="primary" onClick={onRestart}>
          <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
          Start a new survey
        </Button>
        <Link to="/products" className="btn btn-outline-primary">
          Browse Products
        </Link>
      </div>
    </>
  );
}
