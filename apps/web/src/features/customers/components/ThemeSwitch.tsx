import Form from 'react-bootstrap/Form';
import { setTheme } from '../../../lib/theme';
import { useTheme } from '../hooks/use-theme';

/** Dark mode for the whole site, remembered in this browser. */
export function ThemeSwitch() {
  const theme = useTheme();
  return (
    <Form.Check
      type="switch"
      id="dark-mode-switch"
      role="switch"
      label={
        <>
          <i className="bi bi-moon-stars me-1" aria-hidden="true" />
          Dark mode
        </>
      }
      checked={theme === 'dark'}
      onChange={(e) => setTheme(e.target.checked ? 'dark' : 'light')}
      className="mb-0"
    />
  );
}
