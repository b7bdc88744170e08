import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_SETTINGS_MESSAGES } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { signedInAdmin } from '../../../test/fixtures/common';
import { settingsPageSections } from '../../../test/fixtures/settings';

afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ delay: null });

/** The Settings page with its other sections quiet. */
const settingsPage = { ...signedInAdmin, ...settingsPageSections };

const section = async () =>
  within((await screen.findByRole('heading', { name: 'Plans' })).closest('.card') as HTMLElement);
const DAYS = 'Cancel a suspended plan after';

describe('the Settings page: Plans', () => {
  it('shows the saved days, refuses what is out of range with its message, saves and confirms', async () => {
    const calls = mockApi({
      ...settingsPage,
      'GET /api/admin/subscription-settings': {
        body: { success: true, settings: { cancelSuspendedAfterDays: 30 } },
      },
      'PUT /api/admin/subscription-settings': (body) => ({
        body: { success: true, settings: body },
      }),
    });
    renderRoute('/admin/settings');
    const plans = await section();
    const days = await plans.findByLabelText(DAYS);
    expect(days).toHaveValue(30);

    const u = user();
    for (const typed of ['3', '200', '10.5', '']) {
      await u.clear(days);
      if (typed) await u.type(days, typed);
      await u.click(plans.getByRole('button', { name: 'Save plan settings' }));
      expect(
        await plans.findByText(SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays),
      ).toBeInTheDocument();
      expect(days).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.some((c) => c.key === 'PUT /api/admin/subscription-settings')).toBe(false);

    await u.clear(days);
    await u.type(days, '14');
    await u.click(plans.getByRole('button', { name: 'Save plan settings' }));
    expect(await plans.findByText(SUBSCRIPTION_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/subscription-settings')?.body).toEqual({
      cancelSuspendedAfterDays: 14,
    });
    expect(
      plans.queryByText(SUBSCRIPTION_SETTINGS_MESSAGES.cancelSuspendedAfterDays),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal, and a failed load offers Try Again", async () => {
    let loads = 0;
    mockApi({
      ...settingsPage,
      'GET /api/admin/subscription-settings': () =>
        ++loads === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: { success: true, settings: { cancelSuspendedAfterDays: 45 } } },
      'PUT /api/admin/subscription-settings': {
        status: 403,
        body: { error: 'You do not have permission to do this' },
      },
    });
    renderRoute('/admin/settings');
    const plans = await section();
    expect(await plans.findByText(SUBSCRIPTION_SETTINGS_MESSAGES.loadFailed)).toBeInTheDocument();
    await user().click(plans.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(plans.getByLabelText(DAYS)).toHaveValue(45));
    await user().click(plans.getByRole('button', { name: 'Save plan settings' }));
    expect(await plans.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
