import type { ReactNode, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SurveyAnswers, SurveyStep } from './survey-steps';
import { ChoiceQuestion } from './ChoiceQuestion';
import { ContactQuestion } from './ContactQuestion';
import { FieldQuestion } from './FieldQuestion';
import { NumberGridQuestion } from './NumberGridQuestion';

/** The survey's one form, across the steps; each step is checked with its part of the schema. */
export type SurveyForm = UseFormReturn<SurveyAnswers>;

export type QuestionProps<S extends SurveyStep = SurveyStep> = { step: S; form: SurveyForm };

/**
 * One question: a fieldset whose legend is the question's heading, so every control in it is
 * announced with the question; the heading takes focus when the step appears.
 */
export function SurveyQuestion({
  headingRef,
  ...props
}: QuestionProps & { headingRef: Ref<HTMLHeadingElement> }) {
  const { step } = props;
  let body: ReactNode;
  switch (step.kind) {
    case 'radio':
    case 'checkbox':
      body = <ChoiceQuestion {...props} step={step} />;
      break;
    case 'number-grid':
      body = <NumberGridQuestion {...props} step={step} />;
      break;
    case 'number':
    case 'text':
    case 'textarea':
      body = <FieldQuestion {...props} step={step} />;
      break;
    case 'contact':
    case 'address':
      body = <ContactQuestion {...props} step={step} />;
      break;
  }
  const helpId = `survey-${step.id}-help`;
  return (
    <fieldset aria-describedby={step.help ? helpId : undefined}>
      <legend className="mb-2">
        <h2 ref={headingRef} tabIndex={-1} className="h4 fw-bold mb-0">
          {step.title}
          {!step.required && (
            <span className="badge rounded-pill text-bg-light border fw-normal fs-6 ms-2 align-middle">
              Optional
            </span>
          )}
        </h2>
      </legend>
      {step.help && (
        <p id={helpId} className="text-body-secondary">
          {step.help}
        </p>
      )}
      {body}
    </fieldset>
  );
}
