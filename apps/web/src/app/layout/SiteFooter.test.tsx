import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SocialLinks } from '@shop/contract';
import { mockApi, noSocialLinks, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const withSocial = (social: Partial<SocialLinks>) => ({
  ...signedOut,
  'GET /api/config': {
    body: { demo: false, demoAdminEmail: null, social: { ...noSocialLinks, ...social } },
  },
});

describe('SiteFooter social links', () => {
  it('shows only the links the settings give, opening in a new tab', async () => {
    mockApi(
      withSocial({
        linkedin: 'https://www.linkedin.com/company/securevision',
        youtube: 'https://www.youtube.com/@securevision',
      }),
    );
    renderRoute('/about');
    const list = await screen.findByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      [
        'SecureVision Security on LinkedIn (opens in a new tab)',
        'https://www.linkedin.com/company/securevision',
      ],
      [
        'SecureVision Security on YouTube (opens in a new tab)',
        'https://www.youtube.com/@securevision',
      ],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides the social list when no link is set', async () => {
    const calls = mockApi(signedOut);
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
    // Give the answer a moment to render, then make sure nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
