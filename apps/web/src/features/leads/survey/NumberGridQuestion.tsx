import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { SURVEY_MAX_COUNT } from '@shop/contract/survey-options';
import { gridTotal, type NumberGridStep } from './survey-steps';
import type { QuestionProps } from './SurveyQuestion';

/** A count per option: label and help on the left, a narrow number box on the right. */
export function NumberGridQuestion({ step, form }: QuestionProps<NumberGridStep>) {
  const grid = useWatch({ control: form.control, name: step.field });
  const errors = form.formState.errors[step.field] as
    Record<string, { message?: string } | undefined> | undefined;
  const total = gridTotal(grid);
  return (
    <>
      <div className="row g-2 g-md-3">
        {step.options.map((option) => {
          const id = `survey-${step.field}-${option.value}`;
          const error = errors?.[option.value]?.message;
          const describedBy =
            [option.help ? `${id}-help` : null, error ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ') || undefined;
          return (
            <div className="col-12 col-md-6" key={option.value}>
              <div
                className={`d-flex align-items-center gap-3 h-100 px-3 py-2 border rounded-3 ${
                  error ? 'border-danger' : ''
                }`}
              >
                <div className="flex-grow-1">
                  <Form.Label htmlFor={id} className="fw-semibold mb-0">
                    {option.label}
                  </Form.Label>
                  {option.help && (
                    <div id={`${id}-help`} className="small text-body-secondary">
                      {option.help}
                    </div>
                  )}
                  {error && (
                    <div id={`${id}-error`} className="small text-danger">
                      {error}
                    </div>
                  )}
                </div>
                <Form.Control
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SURVEY_MAX_COUNT}
                  step={1}
                  placeholder="0"
                  isInvalid={!!error}
                  aria-invalid={!!error}
                  aria-describedby={describedBy}
                  className="flex-shrink-0 text-end"
                  style={{ width: '5.5rem' }}
                  {...form.register(`${step.field}.${option.value}`)}
                />
              </div>
            </div>
          );
        })}
      </div>
      {step.totalLabel && (
        <p className="mt-3 mb-0 fw-semibold" aria-live="polite">
          Total: {total} {total === 1 ? step.totalLabel.replace(/s$/, '') : step.totalLabel}
        </p>
      )}
    </>
  );
}
