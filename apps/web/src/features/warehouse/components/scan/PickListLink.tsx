import { DownloadLink } from '../../../../components/ui/DownloadLink';

/** An order's printable pick list (PDF), opened in a new tab to print. */
export function PickListLink({ href }: { href: string }) {
  return (
    <DownloadLink
      href={href}
      newTab
      className="btn btn-sm btn-outline-primary"
      icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
    >
      Pick list (PDF)
    </DownloadLink>
  );
}
