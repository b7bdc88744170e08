import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

const AXES = ['x', 'y', 'z'] as const;
export type Axis = (typeof AXES)[number];

/**
 * The x, y and z inputs of a bin, a third of a row each; their labels ("X coordinate") are for
 * screen readers, the placeholders say the axis.
 */
export function CoordinateInputs({
  idPrefix,
  field,
  invalid,
  disabled,
}: {
  idPrefix: string;
  field: (axis: Axis) => UseFormRegisterReturn;
  invalid?: (axis: Axis) => boolean;
  disabled?: boolean;
}) {
  return AXES.map((axis) => (
    <Form.Group key={axis} className="col-4" controlId={`${idPrefix}-${axis}`}>
      <Form.Label visuallyHidden>{axis.toUpperCase()} coordinate</Form.Label>
      <Form.Control
        type="number"
        step={0.1}
        placeholder={axis.toUpperCase()}
        {...field(axis)}
        isInvalid={invalid?.(axis)}
        disabled={disabled}
      />
    </Form.Group>
  ));
}
