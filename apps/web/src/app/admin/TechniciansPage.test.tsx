import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, type Technician } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';

describe('/admin/technicians: the technician dialog', () => {
  it('checks the name, e-mail and working days under their fields, then sends the trimmed technician', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/technicians': { body: { success: true, technicians: [] } },
      'GET /api/admin/installation-blackouts': { body: { success: true, blackouts: [] } },
      'GET /api/admin/installation-settings': {
        body: {
          success: true,
          settings: { depositPercent: 30, slotTimes: ['08:00', '13:00'], openHolidays: [] },
        },
      },
      'POST /api/admin/technicians': (body) => ({
        body: {
          success: true,
          technician: { ...(body as Technician), id: 7, active: true, bookedJobs: 0 },
        },
      }),
    });
    renderRoute('/admin/technicians');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add technician' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add technician' }));

    await user.type(dialog.getByLabelText('E-mail (optional)'), 'not-an-address');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(dialog.getByLabelText(day));
    }
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(BOOKING_MESSAGES.technicianName)).toBeInTheDocument();
    expect(await dialog.findByText(BOOKING_MESSAGES.technicianEmail)).toBeInTheDocument();
    expect(dialog.getByText(BOOKING_MESSAGES.workingDays)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/technicians')).toBe(false);

    await user.type(dialog.getByLabelText('Name'), '  Ana Ruiz ');
    await user.clear(dialog.getByLabelText('E-mail (optional)'));
    await user.click(dialog.getByLabelText('Tue'));
    await user.click(dialog.getByLabelText('Thu'));
    await user.selectOptions(dialog.getByLabelText('Slots per day'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ana Ruiz is saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/technicians')!.body).toEqual({
      name: 'Ana Ruiz',
      email: null,
      phone: null,
      workingDays: [2, 4],
      slotsPerDay: 1,
    });
  });
});

describe('/admin/technicians: blackout days', () => {
  it('adds a blackout only with a day, sends the technician as a number, then clears the day and reason', async () => {
    const ana: Technician = {
      id: 7,
      name: 'Ana Ruiz',
      email: null,
      phone: null,
      workingDays: [1, 2, 3, 4, 5],
      slotsPerDay: 2,
      active: true,
      bookedJobs: 0,
    };
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/technicians': { body: { success: true, technicians: [ana] } },
      'GET /api/admin/installation-blackouts': { body: { success: true, blackouts: [] } },
      'GET /api/admin/installation-settings': {
        body: {
          success: true,
          settings: { depositPercent: 30, slotTimes: ['08:00', '13:00'], openHolidays: [] },
        },
      },
      'POST /api/admin/installation-blackouts': {
        body: {
          success: true,
          blackout: {
            id: 1,
            day: '2030-01-14',
            technicianId: 7,
            technicianName: 'Ana Ruiz',
            reason: 'Training',
          },
        },
      },
    });
    renderRoute('/admin/technicians');
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Blackout days' }));
    const add = section.getByRole('button', { name: 'Add blackout' });
    expect(add).toBeDisabled();

    await user.type(section.getByLabelText('Day'), '2030-01-14');
    await user.selectOptions(section.getByLabelText('Who'), 'Ana Ruiz');
    await user.type(section.getByLabelText('Reason'), ' Training ');
    await user.click(add);
    expect(await section.findByText('Blackout added.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/installation-blackouts')!.body).toEqual({
      day: '2030-01-14',
      technicianId: 7,
      reason: 'Training',
    });
    expect(section.getByLabelText('Day')).toHaveValue('');
    expect(section.getByLabelText('Reason')).toHaveValue('');
    expect(section.getByLabelText('Who')).toHaveValue('7');
  });
});
