import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';

/** Copies `text` to the clipboard and says "Copied" for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard (an insecure page, or permission refused): say so rather than pretend.
      setState('failed');
    }
  };

  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        className="py-0 px-1"
        onClick={() => void copy()}
        aria-label={label}
        title={label}
      >
        <i className={state === 'copied' ? 'bi bi-check2' : 'bi bi-clipboard'} aria-hidden="true" />
      </Button>
      <span className="small ms-1" role="status" aria-live="polite">
        {state === 'copied' && <span className="text-success">Copied</span>}
        {state === 'failed' && <span className="text-danger">Copy failed</span>}
      </span>
    </>
  );
}
