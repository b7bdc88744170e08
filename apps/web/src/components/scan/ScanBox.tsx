import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { CameraScanner } from './CameraScanner';

/**
 * One box for every scan (ADR 0036): a keyboard-wedge scanner types the code and
 * Enter, a person types it, or "Use camera" reads a QR code through the device's camera. Each
 * code is handed over trimmed and the box is emptied at once, so the next scan can follow
 * while the last one is looked up.
 */
export function ScanBox({
  label,
  onScan,
  hint = 'Scan a label, or type a code and press Enter.',
  large = false,
  autoFocus = false,
}: {
  label: string;
  onScan: (code: string) => unknown;
  hint?: string;
  large?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);

  const submit = (raw: string) => {
    const code = raw.trim();
    setValue('');
    if (code) onScan(code);
  };

  return (
    <Form
      className="scan-box"
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <Form.Label htmlFor={`${id}-code`} className={large ? 'fs-5 fw-semibold' : undefined}>
        {label}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <InputGroup size={large ? 'lg' : undefined} className="flex-grow-1 w-auto">
          <InputGroup.Text aria-hidden="true">
            <i className="bi bi-upc-scan" />
          </InputGroup.Text>
          <Form.Control
            id={`${id}-code`}
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            autoFocus={autoFocus}
            data-scan-input=""
          />
          <Button type="submit" variant="primary">
            Look up
          </Button>
        </InputGroup>
        <Button
          variant="outline-secondary"
          size={large ? 'lg' : undefined}
          aria-expanded={camera}
          onClick={() => setCamera((on) => !on)}
        >
          <i className="bi bi-camera me-1" aria-hidden="true" />
          {camera ? 'Stop camera' : 'Use camera'}
        </Button>
      </div>
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
      {camera && (
        <CameraScanner
          onCode={(code) => {
            setCamera(false);
            submit(code);
            input.current?.focus();
          }}
        />
      )}
    </Form>
  );
}
