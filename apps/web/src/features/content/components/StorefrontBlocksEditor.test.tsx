import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../../test/render';
import { signedInAdmin } from '../../../test/fixtures/common';
import { settingsPageSections } from '../../../test/fixtures/settings';

afterEach(() => vi.unstubAllGlobals());

const none = { team: [], testimonials: [], stats: [], certifications: [] };
const ana = { name: 'Ana Ruiz', role: 'Owner', bio: 'Installs every system herself.' };

describe('storefront blocks', () => {
  it('the About page shows the owner’s team and figures, and no team section without one', async () => {
    mockApi({
      ...signedOut,
      'GET /api/storefront-blocks': {
        body: { ...none, team: [ana], stats: [{ value: '3', label: 'Vans on the road' }] },
      },
    });
    const first = renderRoute('/about');
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('Vans on the road')).toBeInTheDocument();
    first.unmount();

    mockApi(signedOut);
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meet the Team' })).toBeNull();
    expect(screen.queryByText('Marcus Reyes')).toBeNull();
  });

  it('an admin adds a team member, is told what is missing, saves; removing every entry removes the block', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      ...settingsPageSections,
      'PUT /api/admin/storefront-blocks/team': (body) => ({
        body: { ...none, team: (body as { items: unknown[] }).items },
      }),
    });
    const u = userEvent.setup({ delay: null });
    renderRoute('/admin/settings');
    const team = await screen.findByRole('form', { name: 'Team' });
    expect(within(team).getByText(/None: the storefront shows no team/)).toBeInTheDocument();
    await u.click(within(team).getByRole('button', { name: 'Add to Team' }));
    await u.type(within(team).getByLabelText('Name (entry 1)'), ana.name);
    await u.click(within(team).getByRole('button', { name: 'Save Team' }));
    expect(await within(team).findByText('Role is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/admin/storefront-blocks/team')).toBe(false);

    await u.type(within(team).getByLabelText('Role (entry 1)'), ana.role);
    await u.type(within(team).getByLabelText('About (entry 1)'), ana.bio);
    await u.click(within(team).getByRole('button', { name: 'Save Team' }));
    expect(await within(team).findByText('Team saved')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.key === 'PUT /api/admin/storefront-blocks/team').at(-1)?.body,
    ).toEqual({
      items: [ana],
    });

    await u.click(within(team).getByRole('button', { name: 'Remove entry 1' }));
    await u.click(within(team).getByRole('button', { name: 'Save Team' }));
    await vi.waitFor(() =>
      expect(
        calls.filter((c) => c.key === 'PUT /api/admin/storefront-blocks/team').at(-1)?.body,
      ).toEqual({
        items: [],
      }),
    );
  });
});
