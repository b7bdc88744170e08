import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadStatusText, fetchFile, NETWORK_FAILED, saveFile } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const answer = (response: Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );

/** The ApiError a call throws, to look at its status and text. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fetchFile', () => {
  it('fetches with the session cookie, names the file as the server does and reports progress', async () => {
    const csv = 'order_number,total\nORD-1,10.00\n';
    answer(
      new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-length': String(csv.length),
          'content-disposition': 'attachment; filename="orders-2026-03-02.csv"',
        },
      }),
    );
    const progress: { received: number; total: number | null }[] = [];
    const file = await fetchFile('/api/admin/orders/export?status=paid', {
      fallbackName: 'orders.csv',
      onProgress: (p) => progress.push(p),
    });

    expect(fetch).toHaveBeenCalledWith('/api/admin/orders/export?status=paid', {
      credentials: 'same-origin',
    });
    expect(file.fileName).toBe('orders-2026-03-02.csv');
    expect(await file.blob.text()).toBe(csv);
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    expect(progress[0]).toEqual({ received: 0, total: csv.length });
    expect(progress.at(-1)).toEqual({ received: csv.length, total: csv.length });
  });

  it('reads an encoded name, and falls back to the given name or the last part of the URL', async () => {
    answer(
      new Response('%PDF-', {
        headers: { 'content-disposition': "attachment; filename*=UTF-8''Rechnung%20%C3%9C.pdf" },
      }),
    );
    expect((await fetchFile('/api/x')).fileName).toBe('Rechnung \u00dc.pdf');

    answer(new Response('{}'));
    expect(
      (await fetchFile('/api/customer/export', { fallbackName: 'account.json' })).fileName,
    ).toBe('account.json');
    answer(new Response('%PDF-'));
    expect((await fetchFile('/api/customer/orders/4/invoice?x=1')).fileName).toBe('invoice');
  });

  it('gives the server’s error on a JSON refusal (403), never the body as a file', async () => {
    answer(Response.json({ error: 'Admin privileges required' }, { status: 403 }));
    const error = await refusal(fetchFile('/api/admin/orders/5/invoice'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Admin privileges required');
  });

  it('says what the status means when the refusal is not JSON (a 500 HTML page, a bare 404)', async () => {
    answer(
      new Response('<html><body>Internal Server Error</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const failed = await refusal(fetchFile('/api/customer/invoices.zip'));
    expect(failed.status).toBe(500);
    expect(failed.message).toBe('The server could not prepare this file. Try again in a minute.');

    answer(new Response(null, { status: 404 }));
    expect((await refusal(fetchFile('/api/customer/orders/9/invoice'))).message).toBe(
      'This file was not found. It may have been removed.',
    );
    // JSON without an error text: the status speaks too.
    answer(Response.json({}, { status: 401 }));
    expect((await refusal(fetchFile('/api/customer/export'))).message).toBe(
      downloadStatusText(401),
    );
  });

  it('says the server could not be reached when the request itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await refusal(fetchFile('/api/admin/orders/export'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_FAILED);
  });
});

describe('saveFile', () => {
  it('hands the file to the browser under its name through an object URL', () => {
    let saved: { href: string; download: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { href: this.href, download: this.download };
    });
    saveFile({ blob: new Blob(['a,b\n']), fileName: 'units.csv' });
    expect(saved).toEqual({ href: 'blob:file', download: 'units.csv' });
    // The link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('downloadStatusText', () => {
  it('names each refusal plainly', () => {
    expect(downloadStatusText(401)).toMatch(/session has ended/);
    expect(downloadStatusText(403)).toMatch(/permission/);
    expect(downloadStatusText(404)).toMatch(/not found/);
    expect(downloadStatusText(503)).toMatch(/could not prepare/);
    expect(downloadStatusText(418)).toBe('The download failed (HTTP 418).');
  });
});
