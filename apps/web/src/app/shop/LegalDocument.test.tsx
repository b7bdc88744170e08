import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import { shopSettings, TEST_COMPANY } from '../../test/fixtures/settings';

afterEach(() => vi.unstubAllGlobals());

describe('Terms and Privacy pages', () => {
  it('the published page-editor text is the document, dated by its last edit', async () => {
    mockApi({
      ...signedOut,
      'GET /api/pages/terms': {
        body: {
          slug: 'terms',
          path: '/terms',
          block: {
            title: 'Terms of Service',
            content: '<h2>Our own terms</h2><p>Plain words.</p>',
            updatedAt: '2027-02-03T18:00:00.000Z',
          },
        },
      },
    });
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: 'Our own terms' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: February 3, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('unpublished: the built-in text, with the company of the settings to contact', async () => {
    mockApi(signedOut);
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const section = document.getElementById('contact')!;
    await vi.waitFor(() => expect(section).toHaveTextContent(TEST_COMPANY.street));
    const address = section.querySelector('address')!;
    expect(address).toHaveTextContent(TEST_COMPANY.name);
    expect(address).toHaveTextContent(TEST_COMPANY.email);
  });

  it('a shop without details names itself by its host name and gives no invented address', async () => {
    mockApi({ ...signedOut, ...shopSettings(null) });
    renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeVisible();
    expect(
      await screen.findByText(new RegExp(`agreement between you and ${window.location.hostname}`)),
    ).toBeInTheDocument();
    expect(document.querySelector('main address, #contact address')).toBeNull();
    expect(document.body).not.toHaveTextContent('SecureVision');
  });
});
