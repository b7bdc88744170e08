import Form from 'react-bootstrap/Form';
import type { AddressStep, ContactStep } from './survey-steps';
import type { QuestionProps } from './SurveyQuestion';

/** A few labelled inputs: the contact details (name and e-mail required), or the site's address. */
export function ContactQuestion({ step, form }: QuestionProps<ContactStep | AddressStep>) {
  return (
    <div className="row g-3">
      {step.inputs.map((input) => {
        const id = `survey-${input.field}`;
        const error = form.formState.errors[input.field]?.message;
        return (
          <Form.Group controlId={id} className="col-12 col-md-6" key={input.field}>
            <Form.Label>
              {input.label}
              {input.required ? (
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : (
                <span className="text-body-secondary small"> (optional)</span>
              )}
            </Form.Label>
            <Form.Control
              type={input.type}
              autoComplete={input.autoComplete}
              maxLength={input.maxLength}
              isInvalid={!!error}
              aria-invalid={!!error}
              aria-required={input.required}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(input.field)}
            />
            {error && (
              <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                {error}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        );
      })}
    </div>
  );
}
