import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { ACCOUNT_EXPORT_URL, ALL_INVOICES_URL, statementUrl } from '../api/downloads';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { shopDay } from '../../../lib/format';

/** The first day of this year and today, in the shop's calendar (as the statement counts days). */
function thisYear(): { from: string; to: string } {
  const today = shopDay(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

type Download = {
  title: string;
  text: string;
  href: string;
  /** A Bootstrap Icons name. */
  icon: string;
  label: string;
};

const ALL_INVOICES: Download = {
  title: 'All invoices',
  text: 'The PDF invoice of every order, in one ZIP file.',
  href: ALL_INVOICES_URL,
  icon: 'file-earmark-zip',
  label: 'Download All Invoices',
};

const ACCOUNT_EXPORT: Download = {
  title: 'Export account info',
  text: 'A copy of the data your account holds, as a JSON file.',
  href: ACCOUNT_EXPORT_URL,
  icon: 'filetype-json',
  label: 'Export Account Info',
};

/**
 * One download of the card: what it is and holds, what it asks first (children), then its
 * link, or a disabled button while what it asks is not right.
 */
function DownloadItem({
  title,
  titleId,
  text,
  href,
  icon,
  label,
  disabled = false,
  children,
}: Download & { titleId?: string; disabled?: boolean; children?: ReactNode }) {
  const iconTag = <i className={`bi bi-${icon} me-1`} aria-hidden="true" />;
  return (
    <div>
      <h3 className="h6 mb-1" id={titleId}>
        {title}
      </h3>
      <p className="small text-body-secondary mb-2">{text}</p>
      {children}
      {disabled ? (
        <Button variant="outline-primary" disabled>
          {iconTag}
          {label}
        </Button>
      ) : (
        <DownloadLink className="btn btn-outline-primary" href={href} icon={iconTag}>
          {label}
        </DownloadLink>
      )}
    </div>
  );
}

/** Every invoice in one ZIP, a statement for a period, and the account's data as JSON. */
export function AccountDownloads() {
  const [period, setPeriod] = useState(thisYear);
  const backwards = !!period.from && !!period.to && period.from > period.to;
  // Both dates are marked and described by the one message under them.
  const dateField = (end: 'from' | 'to', label: string, bound: { min?: string; max?: string }) => (
    <Form.Group controlId={`statement-${end}`} className="col-6">
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Control
        type="date"
        value={period[end]}
        {...bound}
        isInvalid={backwards}
        aria-invalid={backwards}
        aria-describedby={backwards ? 'statement-error' : undefined}
        onChange={(e) => setPeriod((p) => ({ ...p, [end]: e.target.value }))}
      />
    </Form.Group>
  );
  return (
    <Card as="section" aria-labelledby="downloads-title" className="h-100 shadow-sm">
      <Card.Body>
        <h2 id="downloads-title" className="h5">
          <i className="bi bi-download me-2" aria-hidden="true" />
          Downloads
        </h2>
        <div className="d-grid gap-4">
          <DownloadItem {...ALL_INVOICES} />
          <DownloadItem
            title="Account statement"
            titleId="statement-title"
            text="Your orders and payments between two dates."
            href={statementUrl(period.from, period.to)}
            icon="file-earmark-text"
            label="Download Statement"
            disabled={backwards}
          >
            <div className="row g-2 mb-2" role="group" aria-labelledby="statement-title">
              {dateField('from', 'From', { max: period.to || undefined })}
              {dateField('to', 'To', { min: period.from || undefined })}
              {backwards && (
                <div id="statement-error" className="col-12 small text-danger" role="alert">
                  {ORDER_MESSAGES.dateRange}
                </div>
              )}
            </div>
          </DownloadItem>
          <DownloadItem {...ACCOUNT_EXPORT} />
        </div>
      </Card.Body>
    </Card>
  );
}
