import { Fragment, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { telHref } from '@shop/contract/settings-text';
import { useShopIdentity } from '../../../lib/api/shop-settings';
import type { SummaryRow } from './survey-steps';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/** A failed submit: the server's message, and its per-field messages with their question. */
export type SurveyFailure = {
  message: string;
  fields: { key: string; label: string; message: string; stepId: string | null }[];
};

/** The answers, as labels, before the survey is sent. */
export function SurveySummary({
  headingRef,
  rows,
  submitting,
  failure,
  onBack,
  onEdit,
  onSubmit,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  rows: SummaryRow[];
  submitting: boolean;
  failure: SurveyFailure | null;
  onBack: () => void;
  onEdit: (stepId: string) => void;
  onSubmit: () => void;
}) {
  const { company } = useShopIdentity();
  return (
    <div className="card shadow-sm">
      <div className="card-body p-3 p-md-4">
        <h2 ref={headingRef} tabIndex={-1} className="h4 fw-bold">
          Review your answers
        </h2>
        <p className="text-body-secondary">
          Check that everything looks right, then submit. Use Edit Answers to go back and change
          anything.
        </p>
        <dl className="row mb-0">
          {rows.map((row) => (
            <Fragment key={row.id}>
              <dt className="col-sm-5 col-lg-4 mb-sm-2">{row.label}</dt>
              <dd className="col-sm-7 col-lg-8 text-break" style={{ whiteSpace: 'pre-line' }}>
                {row.value}
              </dd>
            </Fragment>
          ))}
        </dl>
        {failure && (
          <FailureAlert
            className="mt-3 mb-0"
            text={
              <p className="mb-1">
                Sorry, there was an error submitting your survey: {failure.message}
              </p>
            }
          >
            {failure.fields.length > 0 && (
              <ul className="mb-1">
                {failure.fields.map((field) => (
                  <li key={field.key}>
                    {field.label}: {field.message}
                    {field.stepId && (
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0 ms-2 align-baseline"
                        onClick={() => onEdit(field.stepId!)}
                        aria-label={`Change ${field.label}`}
                      >
                        Change
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="mb-0">
              Please try again in a moment
              {company ? (
                <>
                  , or call us at{' '}
                  <a href={telHref(company.phone)} className="alert-link">
                    {company.phone}
                  </a>
                </>
              ) : null}
              .
            </p>
          </FailureAlert>
        )}
      </div>
      <div className="card-footer bg-body d-flex flex-column-reverse flex-sm-row justify-content-between gap-2 p-3 px-md-4">
        <Button variant="outline-secondary" onClick={onBack} disabled={submitting}>
          <i className="bi bi-pencil me-2" aria-hidden="true" />
          Edit Answers
        </Button>
        <Button variant="success" onClick={onSubmit} disabled={submitting}>
          {submitting ? (
            <>
              <Spinner size="sm" className="me-2" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            <>
              <i className="bi bi-send me-2" aria-hidden="true" />
              Submit Survey
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
