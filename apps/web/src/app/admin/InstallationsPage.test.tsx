import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekDays, type AdminJob, type AdminWeek, type JobHistoryEntry } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import type { Wire } from '../../test/wire';

const days = weekDays('2026-11-23');
const card = {
  id: 4,
  orderId: 40,
  orderNumber: 'ORD-40',
  customerName: 'Alice Adams',
  status: 'booked' as const,
  technicianId: 1,
  technicianName: 'Ana Ruiz',
  day: days[2]!,
  slot: 1,
  startTime: '08:00',
  startsAt: '2026-11-25T16:00:00.000Z',
  siteAddress: '1 Main St, Las Vegas, NV 89101',
  siteZip: '89101',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const week: Wire<AdminWeek> = {
  success: true,
  week: { start: days[0]!, end: days[6]!, days },
  today: days[3]!,
  holidays: [],
  slotTimes: ['08:00', '13:00'],
  technicians: [
    {
      id: 1,
      name: 'Ana Ruiz',
      email: null,
      phone: null,
      workingDays: [1, 2, 3, 4, 5],
      slotsPerDay: 2,
      active: true,
      bookedJobs: 1,
    },
  ],
  jobs: [card],
  toBook: [
    {
      ...card,
      id: 5,
      orderNumber: 'ORD-50',
      status: 'to_book',
      day: null,
      slot: null,
      startTime: null,
      startsAt: null,
      technicianId: null,
      technicianName: null,
    },
  ],
};
const job: Wire<AdminJob> = {
  ...card,
  quoteId: null,
  completionNotes: null,
  completedAt: null,
  order: {
    id: 40,
    orderNumber: 'ORD-40',
    status: 'paid',
    paymentStatus: 'paid',
    total: 1200,
  },
  customer: { id: 9, name: 'Alice Adams', email: 'alice@example.com', phone: null },
  history: [],
  units: [],
};

/** The history entry of the customer booking slot 1 (08:00) of the day with Ana Ruiz. */
const bookedEntry = (day: string, createdAt: string): Wire<JobHistoryEntry> => ({
  id: 1,
  fromStatus: 'to_book',
  toStatus: 'booked',
  fromDay: null,
  toDay: day,
  fromSlot: null,
  toSlot: 1,
  fromStartTime: null,
  toStartTime: '08:00',
  fromTechnician: null,
  toTechnician: 'Ana Ruiz',
  note: 'Booked by the customer',
  byCustomer: true,
  userName: null,
  createdAt,
});

describe('/admin/installations', () => {
  it('shows the week, moves to the next one, and completes a job with notes', async () => {
    let completed = false;
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/installations': (_body, url) => ({
        body:
          url.searchParams.get('week') === '2026-11-30'
            ? { ...week, week: { ...week.week, start: '2026-11-30', end: '2026-12-06' }, jobs: [] }
            : week,
      }),
      'GET /api/admin/installations/4': () => ({
        body: {
          success: true,
          job: completed ? { ...job, status: 'completed', completionNotes: 'Done' } : job,
        },
      }),
      'POST /api/admin/installations/4/complete': () => {
        completed = true;
        return { body: { success: true, job: { ...job, status: 'completed' } } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/installations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Installations' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ORD-40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'To book (1)' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /ORD-40/ }));
    const dialog = await screen.findByRole('dialog', { name: /Installation · ORD-40/ });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await user.type(within(dialog).getByLabelText('Technician’s notes'), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    expect(await within(dialog).findByText('Installation completed.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/installations/4/complete')?.body).toEqual({
      notes: 'Done',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Next week/ }));
    expect(await screen.findByText(/Nov 30, 2026/)).toBeInTheDocument();
  });
});

describe('/admin/installations job history', () => {
  it('names each status of the history in words, not by its code', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/installations': { body: week },
      'GET /api/admin/installations/4': {
        body: {
          success: true,
          job: {
            ...job,
            history: [
              {
                id: 1,
                fromStatus: null,
                toStatus: 'to_book',
                fromDay: null,
                toDay: null,
                fromSlot: null,
                toSlot: null,
                fromStartTime: null,
                toStartTime: null,
                fromTechnician: null,
                toTechnician: null,
                note: 'Quote accepted and paid',
                byCustomer: false,
                userName: null,
                createdAt: '2026-11-20T10:00:00.000Z',
              },
              { ...bookedEntry(days[2]!, '2026-11-20T11:00:00.000Z'), id: 2, note: null },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/installations');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /ORD-40/ }));
    const dialog = await screen.findByRole('dialog', { name: /Installation · ORD-40/ });
    const entries = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/: To book - Quote accepted and paid$/);
    // The slot by its start time, as the calendar shows it, not by its number.
    expect(entries[1]).toHaveTextContent(/: To book → Booked Wed, Nov 25 at 8:00 AM \(Ana Ruiz\)/);
    expect(dialog).not.toHaveTextContent(/to_book/);
  });

  it('a job whose slot has not started asks for the reason, naming the slot; the history names slots by time', async () => {
    // Tuesday, December 2, 2036 at 8:00 AM in Las Vegas: still ahead.
    const ahead: Wire<AdminJob> = {
      ...job,
      day: '2036-12-02',
      startsAt: '2036-12-02T16:00:00.000Z',
      history: [bookedEntry('2036-12-02', '2036-11-20T18:00:00.000Z')],
    };
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/installations': () => ({ body: week }),
      'GET /api/admin/installations/4': () => ({ body: { success: true, job: ahead } }),
      'POST /api/admin/installations/4/complete': () => ({
        body: { success: true, job: { ...ahead, status: 'completed' } },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/installations');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /ORD-40/ }));
    const dialog = await screen.findByRole('dialog', { name: /Installation · ORD-40/ });
    expect(
      await within(dialog).findByText(/Tue, Dec 2, 2036 at 8:00 AM with Ana Ruiz/),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/To book → Booked Tue, Dec 2 at 8:00 AM \(Ana Ruiz\)/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    const early = within(dialog).getByRole('group', { name: 'Complete before the slot' });
    expect(
      within(early).getByText(
        'This job’s slot starts Tue, Dec 2, 2036 at 8:00 AM. Give a reason to complete it early.',
      ),
    ).toBeVisible();
    const reason = within(early).getByLabelText('Reason for completing early');
    expect(reason).toBeRequired();
    const done = within(dialog).getByRole('button', { name: 'Mark as done' });
    expect(done).toBeDisabled();
    await user.type(reason, 'The customer asked us to come early');
    await user.type(within(dialog).getByLabelText('Technician’s notes'), 'Done');
    await user.click(done);
    expect(await within(dialog).findByText('Installation completed.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/installations/4/complete')?.body).toEqual({
      notes: 'Done',
      reason: 'The customer asked us to come early',
    });
  });
});
