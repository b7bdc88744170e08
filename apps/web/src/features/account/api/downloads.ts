/**
 * The account's downloads, fetched through lib/download (components/ui/DownloadLink), which
 * saves the file under the name the server gives (Content-Disposition).
 */
export const ALL_INVOICES_URL = '/api/customer/invoices.zip';
export const ACCOUNT_EXPORT_URL = '/api/customer/export';

/** Orders and payments between two days (YYYY-MM-DD); a blank day is left to the server. */
export function statementUrl(from: string, to: string): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return text ? `/api/customer/statement?${text}` : '/api/customer/statement';
}
