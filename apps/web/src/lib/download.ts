import { ApiError } from './api-client';

/** The file name of a Content-Disposition header, or the fallback. */
function fileNameOf(header: string | null, fallback: string): string {
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

/**
 * Fetches a file (a CSV export) and hands it to the browser as a download. Fetched rather than
 * linked so a refusal (a bad filter, an expired session) can be told to the user; the api
 * client only speaks JSON, and this keeps its error shape.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  if (!response.ok) {
    let message = `HTTP error! Status: ${response.status}`;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ApiError(message, response.status);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
