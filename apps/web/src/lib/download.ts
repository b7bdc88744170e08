import { ApiError } from './api-client';

/**
 * The one way the web app downloads a file (a CSV export, an invoice or bill-of-lading PDF, a
 * ZIP of invoices, the account's data). Fetched rather than followed as a plain link, so a
 * refusal (an expired session, a missing permission, a removed order, a server failure) is
 * told to the user instead of being saved as a file that holds the error's JSON or HTML.
 */

/** How much of a download has arrived; `total` is null when the server sent no length. */
export type DownloadProgress = { received: number; total: number | null };

export const NETWORK_FAILED = 'Could not reach the server. Check your connection and try again.';

/** What a refusal without a JSON `error` says, by status. */
export function downloadStatusText(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again to download this file.';
  if (status === 403) return 'You do not have permission to download this file.';
  if (status === 404) return 'This file was not found. It may have been removed.';
  if (status >= 500) return 'The server could not prepare this file. Try again in a minute.';
  return `The download failed (HTTP ${status}).`;
}

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed name: the plain one, or the fallback.
    }
  }
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** The last part of a URL's path ("invoice" of /api/customer/orders/4/invoice). */
function lastSegment(url: string): string {
  const segment = new URL(url, 'http://localhost').pathname.split('/').pop();
  return segment ? decodeURIComponent(segment) : 'download';
}

async function refusalText(response: Response): Promise<string> {
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not JSON after all: the status speaks.
    }
  }
  return downloadStatusText(response.status);
}

async function readBody(
  response: Response,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

export type FetchedFile = { blob: Blob; fileName: string };

/**
 * Fetches a file with the session cookie. A refusal throws an ApiError with the server's
 * `error` text when it sent JSON, else a text for its status; a network failure throws one
 * with status 0. `fallbackName` names the file when the server gives no Content-Disposition
 * (the URL's last part by default).
 */
export async function fetchFile(
  url: string,
  options: { fallbackName?: string; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_FAILED, 0);
  }
  if (!response.ok) throw new ApiError(await refusalText(response), response.status);
  const blob = await readBody(response, options.onProgress);
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    options.fallbackName ?? lastSegment(url),
  );
  return { blob, fileName };
}

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** How long a file opened in a tab stays readable there (the tab's PDF viewer reloads it). */
const OPENED_FILE_LIFETIME_MS = 10 * 60_000;

/**
 * Shows a fetched file in a tab opened by the click itself (a tab opened later would be
 * blocked as a pop-up); without that tab the file is saved instead.
 */
export function showFileIn(tab: Window | null, file: FetchedFile): void {
  if (!tab) {
    saveFile(file);
    return;
  }
  const href = URL.createObjectURL(file.blob);
  tab.location.href = href;
  setTimeout(() => URL.revokeObjectURL(href), OPENED_FILE_LIFETIME_MS);
}
