import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RMA_SETTINGS_MESSAGES } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { signedInAdmin } from '../../../test/fixtures/common';
import { settingsPageSections } from '../../../test/fixtures/settings';

afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ delay: null });
const saved = { returnWindowDays: 30, returnRateFlagPercent: 10, returnRateMinUnits: 5 };

/** The Settings page with its other sections quiet. */
const settingsPage = { ...signedInAdmin, ...settingsPageSections };

const section = async () =>
  within((await screen.findByRole('heading', { name: 'Returns' })).closest('.card') as HTMLElement);

describe('the Settings page: Returns', () => {
  it('shows the saved values, checks each one with its message, then saves and confirms', async () => {
    const calls = mockApi({
      ...settingsPage,
      'GET /api/admin/rma-settings': { body: { success: true, settings: saved } },
      'PUT /api/admin/rma-settings': (body) => ({ body: { success: true, settings: body } }),
    });
    renderRoute('/admin/settings');
    const returns = await section();
    const window = await returns.findByLabelText('Return window');
    const flag = returns.getByLabelText('Flag a return rate over');
    const min = returns.getByLabelText('Minimum units sold before flagging');
    expect(window).toHaveValue(30);
    expect(flag).toHaveValue(10);
    expect(min).toHaveValue(5);

    const u = user();
    await u.clear(window);
    await u.type(window, '400');
    await u.clear(flag);
    await u.clear(min);
    await u.type(min, '0');
    await u.click(returns.getByRole('button', { name: 'Save returns settings' }));
    // The form checks its values asynchronously (the schema's resolver): wait for the first.
    expect(await returns.findByText(RMA_SETTINGS_MESSAGES.returnWindowDays)).toBeInTheDocument();
    expect(returns.getByText(RMA_SETTINGS_MESSAGES.returnRateFlagPercent)).toBeInTheDocument();
    expect(returns.getByText(RMA_SETTINGS_MESSAGES.returnRateMinUnits)).toBeInTheDocument();
    expect(window).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /api/admin/rma-settings')).toBe(false);

    await u.clear(window);
    await u.type(window, '45');
    await u.type(flag, '12');
    await u.clear(min);
    await u.type(min, '8');
    await u.click(returns.getByRole('button', { name: 'Save returns settings' }));
    expect(await returns.findByText(RMA_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/rma-settings')?.body).toEqual({
      returnWindowDays: 45,
      returnRateFlagPercent: 12,
      returnRateMinUnits: 8,
    });
    expect(returns.queryByText(RMA_SETTINGS_MESSAGES.returnWindowDays)).not.toBeInTheDocument();
  });

  it("shows the server's refusal, and a failed load offers Try Again", async () => {
    let loads = 0;
    mockApi({
      ...settingsPage,
      'GET /api/admin/rma-settings': () =>
        ++loads === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: { success: true, settings: saved } },
      'PUT /api/admin/rma-settings': {
        status: 403,
        body: { error: 'You do not have permission to do this' },
      },
    });
    renderRoute('/admin/settings');
    const returns = await section();
    expect(await returns.findByText(RMA_SETTINGS_MESSAGES.loadFailed)).toBeInTheDocument();
    await user().click(returns.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(returns.getByLabelText('Return window')).toHaveValue(30));
    await user().click(returns.getByRole('button', { name: 'Save returns settings' }));
    expect(await returns.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
