import Button from 'react-bootstrap/Button';

/**
 * Minus, the quantity, plus. The minus button is disabled at the minimum
 * (docs/modules/cart.md#lines-and-quantities).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
  disabled = false,
  size,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
  disabled?: boolean;
  size?: 'sm';
}) {
  return (
    <div className="input-group flex-nowrap quantity-stepper" role="group" aria-label={label}>
      <Button
        variant="outline-secondary"
        size={size}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={disabled || value <= min}
        aria-label={`Decrease ${label.toLowerCase()}`}
      >
        <i className="bi bi-dash" aria-hidden="true" />
      </Button>
      <span
        className={`form-control text-center${size === 'sm' ? ' form-control-sm' : ''}`}
        aria-live="polite"
        aria-label={`${label}: ${value}`}
      >
        {value}
      </span>
      <Button
        variant="outline-secondary"
        size={size}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={disabled || value >= max}
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        <i className="bi bi-plus" aria-hidden="true" />
      </Button>
    </div>
  );
}
