import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useWatch } from 'react-hook-form';
import type { NumberStep, TextStep } from './survey-steps';
import type { QuestionProps } from './SurveyQuestion';
import { formatCount } from '../../../lib/format';

/** A question answered in one box: a number (with its unit), a line or a paragraph of text. */
export function FieldQuestion({ step, form }: QuestionProps<NumberStep | TextStep>) {
  const id = `survey-${step.field}`;
  const value = useWatch({ control: form.control, name: step.field });
  const error = form.formState.errors[step.field]?.message;

  if (step.kind === 'number') {
    return (
      <div className="row">
        <Form.Group controlId={id} className="col-12 col-sm-8 col-md-6">
          <Form.Label>{step.label}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={step.min}
              max={step.max}
              step={1}
              isInvalid={!!error}
              aria-invalid={!!error}
              aria-required={step.required}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(step.field)}
            />
            {step.unit && <InputGroup.Text>{step.unit}</InputGroup.Text>}
            {error && (
              <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                {error}
              </Form.Control.Feedback>
            )}
          </InputGroup>
        </Form.Group>
      </div>
    );
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>{step.label}</Form.Label>
      <Form.Control
        {...(step.kind === 'textarea' ? { as: 'textarea' as const, rows: 5 } : { type: 'text' })}
        maxLength={step.maxLength}
        aria-required={step.required}
        aria-describedby={`${id}-count`}
        {...form.register(step.field)}
      />
      <Form.Text id={`${id}-count`} muted>
        {formatCount(value.length)} of {formatCount(step.maxLength)} characters
      </Form.Text>
    </Form.Group>
  );
}
