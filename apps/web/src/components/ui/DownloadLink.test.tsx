import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadButton, DownloadLink } from './DownloadLink';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const setup = () => userEvent.setup({ delay: null });

/** A fetch that answers once `release` is called, so a test can look at the pending state. */
function slowFetch(response: Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate;
      return response;
    }),
  );
  return () => release();
}

describe('DownloadLink', () => {
  it('stays a link to the file, shows the download while it runs and saves it under the server’s name', async () => {
    const user = setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const release = slowFetch(
      new Response('%PDF-1.7', {
        headers: { 'content-disposition': 'attachment; filename="invoice-ORD-1.pdf"' },
      }),
    );
    render(
      <DownloadLink href="/api/customer/orders/4/invoice" className="btn">
        Download Invoice
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: 'Download Invoice' });
    expect(link).toHaveAttribute('href', '/api/customer/orders/4/invoice');

    await user.click(link);
    expect(await screen.findByRole('status')).toHaveTextContent('Downloading...');
    expect(link).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(click).toHaveBeenCalled());
    const saved = click.mock.contexts.at(-1) as HTMLAnchorElement;
    expect(saved.download).toBe('invoice-ORD-1.pdf');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/customer/orders/4/invoice', {
      credentials: 'same-origin',
    });
  });

  it('shows the percentage when the server says how long the file is', async () => {
    const user = setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // A body that sends its first half and then waits.
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(50));
        finish = () => {
          controller.enqueue(new Uint8Array(50));
          controller.close();
        };
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-length': '100' } })),
    );
    render(<DownloadLink href="/api/customer/invoices.zip">Download All Invoices</DownloadLink>);
    await user.click(screen.getByRole('link', { name: 'Download All Invoices' }));
    expect(await screen.findByRole('status')).toHaveTextContent('50%');
    finish();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('tells a refusal under the link instead of saving the error as the file', async () => {
    const user = setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Order not found' }, { status: 404 })),
    );
    render(<DownloadLink href="/api/customer/orders/9/invoice">Invoice</DownloadLink>);
    await user.click(screen.getByRole('link', { name: 'Invoice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(click).not.toHaveBeenCalled();
  });
});

describe('DownloadLink in a new tab', () => {
  it('opens a tab at the click and shows the file there once it has arrived', async () => {
    const user = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } })),
    );
    render(
      <DownloadLink href="/api/warehouse-zones/1/labels" newTab>
        Print labels
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: 'Print labels' });
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(link);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:file'));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab again and tells the refusal on the page', async () => {
    const user = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Zone not found' }, { status: 404 })),
    );
    render(
      <DownloadLink href="/api/warehouse-zones/9/labels" newTab>
        Print labels
      </DownloadLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Print labels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zone not found');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});

describe('DownloadButton', () => {
  it('reads the URL at the click and hands a failure to the page', async () => {
    const user = setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const onError = vi.fn();
    let filter = 'paid';
    render(
      <DownloadButton
        url={() => `/api/admin/orders/export?status=${filter}`}
        fallbackName="orders.csv"
        onError={onError}
      >
        Export Orders
      </DownloadButton>,
    );
    filter = 'shipped';
    await user.click(screen.getByRole('button', { name: 'Export Orders' }));

    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('/api/admin/orders/export?status=shipped', {
      credentials: 'same-origin',
    });
    expect(onError.mock.calls[0]![0]).toMatchObject({
      status: 502,
      message: 'The server could not prepare this file. Try again in a minute.',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();
  });
});
