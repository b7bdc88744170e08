import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import { shopSettings, TEST_COMPANY } from '../../test/fixtures/settings';
import { resetInitialData } from '../../lib/initial-data';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('initial-data')?.remove();
  resetInitialData();
});

describe('SiteFooter', () => {
  it('takes the details the page’s HTML carries: drawn at once, never fetched', async () => {
    resetInitialData();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'initial-data';
    block.textContent = JSON.stringify({
      '/settings': shopSettings()['GET /api/settings'].body,
      '/storefront-blocks': { team: [], testimonials: [], stats: [], certifications: [] },
    });
    document.body.append(block);
    const calls = mockApi(signedOut);
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    // In the first render: the hero's tagline and the footer's company, with no request for them.
    expect(footer).toHaveTextContent(TEST_COMPANY.street);
    // The navbar's brand: the short name, as the server writes it into index.html's first bar.
    expect(screen.getByRole('link', { name: TEST_COMPANY.shortName })).toHaveAttribute('href', '/');
    await screen.findByText(TEST_COMPANY.tagline, { exact: false, selector: 'p.lead' });
    const asked = calls.map((c) => c.key);
    expect(asked).not.toContain('GET /api/settings');
    expect(asked).not.toContain('GET /api/storefront-blocks');
  });

  it('shows the company of the settings: name, tagline, address, phone, e-mail', async () => {
    mockApi(signedOut);
    renderRoute('/about');
    const footer = await screen.findByRole('contentinfo');
    const address = await within(footer).findByText(TEST_COMPANY.street, { exact: false });
    expect(address.closest('address')).toHaveTextContent(TEST_COMPANY.cityLine);
    expect(within(footer).getByRole('link', { name: TEST_COMPANY.phone })).toHaveAttribute(
      'href',
      'tel:+17025550177',
    );
    expect(within(footer).getByRole('link', { name: TEST_COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${TEST_COMPANY.email}`,
    );
    expect(footer).toHaveTextContent(TEST_COMPANY.tagline);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${TEST_COMPANY.name}.`);
  });

  it('shows only the social links the settings give, opening in a new tab', async () => {
    mockApi({
      ...signedOut,
      ...shopSettings({
        ...TEST_COMPANY,
        social: {
          ...TEST_COMPANY.social,
          linkedin: 'https://www.linkedin.com/company/testshop',
          youtube: 'https://www.youtube.com/@testshop',
        },
      }),
    });
    renderRoute('/about');
    const list = await screen.findByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      [
        'Test Shop Security on LinkedIn (opens in a new tab)',
        'https://www.linkedin.com/company/testshop',
      ],
      ['Test Shop Security on YouTube (opens in a new tab)', 'https://www.youtube.com/@testshop'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides the social list when no link is set', async () => {
    mockApi(signedOut);
    renderRoute('/about');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(TEST_COMPANY.street, { exact: false });
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
  });

  it('a shop without details invents nothing: its host name, no address, phone or e-mail', async () => {
    const calls = mockApi({ ...signedOut, ...shopSettings(null) });
    renderRoute('/about');
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'GET /api/settings')).toBe(true));
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${window.location.hostname}.`);
    expect(within(footer).queryByRole('link', { name: /@|\d{3}/ })).toBeNull();
    expect(footer.querySelector('address')).toBeNull();
    expect(footer).not.toHaveTextContent('SecureVision');
  });

  it('shows HTML in the company name as text', async () => {
    const name = '<img src=x onerror=alert(1)> Cams';
    mockApi({ ...signedOut, ...shopSettings({ ...TEST_COMPANY, name }) });
    renderRoute('/about');
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(footer).toHaveTextContent(name));
    expect(footer.querySelector('img')).toBeNull();
  });
});
