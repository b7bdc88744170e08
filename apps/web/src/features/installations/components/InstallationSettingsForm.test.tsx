import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, BOOKING_MESSAGES, federalHolidaysBetween } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { signedInAdmin } from '../../../test/fixtures/common';
import { settingsPageSections } from '../../../test/fixtures/settings';
import { shopDay } from '../../../lib/format';

const today = shopDay(new Date());
const [next, after] = federalHolidaysBetween(today, addDays(today, 365));
const saved = { depositPercent: 30, slotTimes: ['08:00', '13:00'], openHolidays: [next!.day] };

describe('the Settings page: Installation', () => {
  it('lists the next year’s federal holidays, closed unless opened, and saves the opened ones', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      ...settingsPageSections,
      'GET /api/admin/installation-settings': { body: { success: true, settings: saved } },
      'PUT /api/admin/installation-settings': (body) => ({
        body: { success: true, settings: body },
      }),
    });
    renderRoute('/admin/settings');
    const card = within(
      (await screen.findByRole('heading', { name: 'Installation' })).closest(
        '.card',
      ) as HTMLElement,
    );
    const holidays = within(await card.findByRole('group', { name: 'Federal holidays' }));
    const first = holidays.getByRole('checkbox', { name: new RegExp(`^Open ${next!.name} · `) });
    const second = holidays.getByRole('checkbox', { name: new RegExp(`^Open ${after!.name} · `) });
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();

    const user = userEvent.setup();
    // A deposit out of range is named under its field, and nothing is sent.
    const deposit = card.getByLabelText('Quote deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '150');
    await user.click(card.getByRole('button', { name: 'Save installation settings' }));
    expect(await card.findByText(BOOKING_MESSAGES.depositPercent)).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /api/admin/installation-settings')).toBe(false);
    await user.clear(deposit);
    await user.type(deposit, '30');

    await user.click(first);
    await user.click(second);
    await user.click(card.getByRole('button', { name: 'Save installation settings' }));
    expect(await card.findByText('Installation settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/installation-settings')?.body).toEqual({
      depositPercent: 30,
      slotTimes: ['08:00', '13:00'],
      openHolidays: [after!.day],
    });
  });
});
