import { useState } from 'react';
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

/** Every invoice in one ZIP, a statement for a period, and the account's data as JSON. */
export function AccountDownloads() {
  const [period, setPeriod] = useState(thisYear);
  const backwards = !!period.from && !!period.to && period.from > period.to;
  return (
    <Card as="section" aria-labelledby="downloads-title" className="h-100 shadow-sm">
      <Card.Body>
        <h2 id="downloads-title" className="h5">
          <i className="bi bi-download me-2" aria-hidden="true" />
          Downloads
        </h2>
        <div className="d-grid gap-4">
          <div>
            <h3 className="h6 mb-1">All invoices</h3>
            <p className="small text-body-secondary mb-2">
              The PDF invoice of every order, in one ZIP file.
            </p>
            <DownloadLink
              className="btn btn-outline-primary"
              href={ALL_INVOICES_URL}
              icon={<i className="bi bi-file-earmark-zip me-1" aria-hidden="true" />}
            >
              Download All Invoices
            </DownloadLink>
          </div>
          <div>
            <h3 className="h6 mb-1" id="statement-title">
              Account statement
            </h3>
            <p className="small text-body-secondary mb-2">
              Your orders and payments between two dates.
            </p>
            <div className="row g-2 mb-2" role="group" aria-labelledby="statement-title">
              <Form.Group controlId="statement-from" className="col-6">
                <Form.Label className="small fw-semibold mb-1">From</Form.Label>
                <Form.Control
                  type="date"
                  value={period.from}
                  max={period.to || undefined}
                  isInvalid={backwards}
                  aria-invalid={backwards}
                  aria-describedby={backwards ? 'statement-error' : undefined}
                  onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
                />
              </Form.Group>
              <Form.Group controlId="statement-to" className="col-6">
                <Form.Label className="small fw-semibold mb-1">To</Form.Label>
                <Form.Control
                  type="date"
                  value={period.to}
                  min={period.from || undefined}
                  isInvalid={backwards}
                  aria-invalid={backwards}
                  aria-describedby={backwards ? 'statement-error' : undefined}
                  onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
                />
              </Form.Group>
              {backwards && (
                <div id="statement-error" className="col-12 small text-danger" role="alert">
                  {ORDER_MESSAGES.dateRange}
                </div>
              )}
            </div>
            {backwards ? (
              <Button variant="outline-primary" disabled>
                <i className="bi bi-file-earmark-text me-1" aria-hidden="true" />
                Download Statement
              </Button>
            ) : (
              <DownloadLink
                className="btn btn-outline-primary"
                href={statementUrl(period.from, period.to)}
                icon={<i className="bi bi-file-earmark-text me-1" aria-hidden="true" />}
              >
                Download Statement
              </DownloadLink>
            )}
          </div>
          <div>
            <h3 className="h6 mb-1">Export account info</h3>
            <p className="small text-body-secondary mb-2">
              A copy of the data your account holds, as a JSON file.
            </p>
            <DownloadLink
              className="btn btn-outline-primary"
              href={ACCOUNT_EXPORT_URL}
              icon={<i className="bi bi-filetype-json me-1" aria-hidden="true" />}
            >
              Export Account Info
            </DownloadLink>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
