import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import type { CheckboxStep, RadioStep } from './survey-steps';
import type { QuestionProps } from './SurveyQuestion';

/** Radio buttons or check boxes as tiles; the whole tile is the label, for thumbs on a phone. */
export function ChoiceQuestion({ step, form }: QuestionProps<RadioStep | CheckboxStep>) {
  const { field } = useController({ control: form.control, name: step.field });
  const value = field.value as string | string[];
  const selected = Array.isArray(value) ? value : [value];

  const pick = (choice: string, checked: boolean) => {
    if (step.kind === 'radio') {
      field.onChange(choice);
      return;
    }
    let next = checked ? [...selected, choice] : selected.filter((v) => v !== choice);
    if (checked && step.exclusive)
      next = choice === step.exclusive ? [choice] : next.filter((v) => v !== step.exclusive);
    // Kept in the list's order, so the summary reads the same whatever the clicking order.
    field.onChange(step.options.map((o) => o.value).filter((v) => next.includes(v)));
  };

  const columns = step.options.length > 4 ? 'col-12 col-sm-6 col-lg-4' : 'col-12 col-sm-6';
  return (
    <div className="row g-2 g-md-3">
      {step.options.map((option) => {
        const id = `survey-${step.field}-${option.value}`;
        const checked = selected.includes(option.value);
        return (
          <div className={columns} key={option.value}>
            <Form.Check
              id={id}
              className={`position-relative d-flex align-items-start gap-2 h-100 m-0 px-3 py-2 border rounded-3 ${
                checked ? 'border-primary bg-primary-subtle' : 'bg-body'
              }`}
            >
              <Form.Check.Input
                type={step.kind}
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={(e) => pick(option.value, e.currentTarget.checked)}
                aria-describedby={option.help ? `${id}-help` : undefined}
                className="flex-shrink-0 ms-0 mt-1"
              />
              <div>
                <Form.Check.Label className="stretched-link fw-semibold">
                  {option.label}
                </Form.Check.Label>
                {option.help && (
                  <div id={`${id}-help`} className="small text-body-secondary">
                    {option.help}
                  </div>
                )}
              </div>
            </Form.Check>
          </div>
        );
      })}
    </div>
  );
}
