import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** Typing settles for this long before the list is asked again. */
const DEBOUNCE_MS = 300;

/**
 * The search box: the field follows every keystroke, the list (and the URL) only the text
 * the user paused on.
 */
export function SearchInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength = 200,
  label = 'Search',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The longest search the list's server accepts. */
  maxLength?: number;
  /** The visible label: "Search", or what is searched ("Search returns"). */
  label?: string;
}) {
  const [draft, setDraft] = useState(value);
  // The last text this box sent: a URL value that differs came from elsewhere (Back, Clear
  // Filters) and replaces the draft; our own echo must not undo keystrokes typed since.
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);
  // The latest callback, kept aside so a parent's re-render does not restart the wait.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (draft.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = draft.trim();
      onChangeRef.current(draft.trim());
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <InputGroup>
        <InputGroup.Text>
          <i className="bi bi-search" aria-hidden="true" />
        </InputGroup.Text>
        <Form.Control
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
        />
      </InputGroup>
    </Form.Group>
  );
}
