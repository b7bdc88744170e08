import { exportOwnData, getOwnInvoicesZip, getStatementPdf } from '@shop/contract/customers/routes';
import { routeUrl } from '../../../lib/api-client';

/**
 * The account's downloads, fetched through lib/download (components/ui/DownloadLink), which
 * saves the file under the name the server gives (Content-Disposition).
 */
export const ALL_INVOICES_URL = routeUrl(getOwnInvoicesZip);
export const ACCOUNT_EXPORT_URL = routeUrl(exportOwnData);

/** Orders and payments between two days (YYYY-MM-DD); a blank day is left to the server. */
export const statementUrl = (from: string, to: string): string =>
  routeUrl(getStatementPdf, { query: { from, to } });
