import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useDownload, type DownloadState } from '../../lib/use-download';

/**
 * The icon, or a spinner in its place while the file arrives, then the label and how much of
 * the file has arrived (when the server said its length).
 */
function Progress({
  state,
  icon,
  children,
}: {
  state: DownloadState;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {state.pending ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        icon
      )}
      {children}
      {state.pending && (
        <span className="ms-1 small" role="status">
          {state.percent === null ? 'Downloading...' : `${state.percent}%`}
        </span>
      )}
    </>
  );
}

/** A plain left click is ours; a modified one (new tab, save as) stays the browser's. */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link to a file (an invoice, a CSV export, a label sheet) that downloads it through
 * lib/download: progress while it arrives, and the refusal's text under the link instead of
 * an error page saved as the file. `newTab` shows the file in a new tab (a PDF to print).
 */
export function DownloadLink({
  href,
  newTab = false,
  className,
  title,
  icon,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string;
  title?: string;
  /** The icon before the label, e.g. <i className="bi bi-download me-1" aria-hidden="true" />. */
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { download, ...state } = useDownload();
  return (
    <>
      <a
        href={href}
        className={className}
        title={title}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
        aria-busy={state.pending || undefined}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          if (!state.pending) void download(href, { newTab });
        }}
      >
        <Progress state={state} icon={icon}>
          {children}
        </Progress>
      </a>
      {state.error && (
        <div role="alert" className="small text-danger mt-1">
          {state.error}
        </div>
      )}
    </>
  );
}

/**
 * A button that downloads a file (an export of the list's current filters); its failure goes
 * to `onError` (the page's alert).
 */
export function DownloadButton({
  url,
  fallbackName,
  onError,
  variant,
  icon,
  children,
}: {
  /** Read at the click, so it holds the filters of that moment. */
  url: () => string;
  fallbackName: string;
  onError: (error: unknown) => void;
  variant?: ButtonProps['variant'];
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { download, ...state } = useDownload({ onError });
  return (
    <Button
      variant={variant}
      disabled={state.pending}
      onClick={() => void download(url(), { fallbackName })}
    >
      <Progress state={state} icon={icon}>
        {children}
      </Progress>
    </Button>
  );
}
