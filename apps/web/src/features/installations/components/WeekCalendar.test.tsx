import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekDays, type AdminJobCard, type AdminWeek } from '@shop/contract';
import { WeekCalendar } from './WeekCalendar';

const days = weekDays('2026-11-23');
const technician = (id: number, name: string) => ({
  id,
  name,
  email: null,
  phone: null,
  workingDays: [1, 2, 3, 4, 5],
  slotsPerDay: 2,
  active: true,
  bookedJobs: 1,
});
const job = (over: Partial<AdminJobCard>): AdminJobCard => ({
  id: 1,
  orderId: 10,
  orderNumber: 'ORD-1',
  customerName: 'Alice Adams',
  status: 'booked',
  technicianId: 1,
  technicianName: 'Ana Ruiz',
  day: days[1]!,
  slot: 1,
  startTime: '08:00',
  startsAt: null,
  siteAddress: '1 Main St',
  siteZip: '89101',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const week: AdminWeek = {
  success: true,
  week: { start: days[0]!, end: days[6]!, days },
  today: days[3]!,
  holidays: [{ day: '2026-11-26', name: 'Thanksgiving Day', open: false }],
  slotTimes: ['08:00', '13:00'],
  technicians: [technician(1, 'Ana Ruiz'), technician(2, 'Ben Cole')],
  jobs: [
    job({}),
    job({
      id: 2,
      orderNumber: 'ORD-2',
      customerName: 'Bob Brown',
      technicianId: 2,
      technicianName: 'Ben Cole',
      day: days[4]!,
      slot: 2,
      startTime: '13:00',
    }),
  ],
  toBook: [],
};

describe('WeekCalendar', () => {
  it('puts each job in its technician’s row and its day’s column, and opens it', async () => {
    const onOpen = vi.fn();
    render(<WeekCalendar week={week} onOpen={onOpen} />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Technician',
      'Mon Nov 23',
      'Tue Nov 24',
      'Wed Nov 25',
      'Thu Nov 26Thanksgiving Day: closed',
      'Fri Nov 27',
      'Sat Nov 28',
      'Sun Nov 29',
    ]);
    expect(headers[4]).toHaveAttribute('aria-current', 'date');
    const anaRow = within(table).getByRole('rowheader', { name: 'Ana Ruiz' }).closest('tr')!;
    const cells = within(anaRow).getAllByRole('cell');
    expect(within(cells[1]!).getByText('ORD-1')).toBeInTheDocument();
    expect(within(cells[1]!).getByText('Alice Adams')).toBeInTheDocument();
    const benRow = within(table).getByRole('rowheader', { name: 'Ben Cole' }).closest('tr')!;
    expect(
      within(within(benRow).getAllByRole('cell')[4]!).getByText('1:00 PM'),
    ).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /ORD-2/ }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('lists the week day by day for a phone, and says when there are no technicians', () => {
    const { rerender } = render(<WeekCalendar week={week} onOpen={() => {}} />);
    const tuesday = screen.getByRole('region', { name: /Tue Nov 24, 2026/ });
    expect(within(tuesday).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Mon Nov 23/ })).getByText('No installations'),
    ).toBeInTheDocument();
    // A holiday says whether it is closed or was opened for installations.
    expect(
      within(screen.getByRole('region', { name: /Thu Nov 26/ })).getByText(
        'Thanksgiving Day: closed',
      ),
    ).toBeInTheDocument();
    rerender(
      <WeekCalendar
        week={{ ...week, holidays: [{ ...week.holidays[0]!, open: true }] }}
        onOpen={() => {}}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: /Thu Nov 26/ })).getByText(
        'Thanksgiving Day: open for installations',
      ),
    ).toBeInTheDocument();
    rerender(<WeekCalendar week={{ ...week, technicians: [], jobs: [] }} onOpen={() => {}} />);
    expect(screen.getByText(/No technicians yet/)).toBeInTheDocument();
  });
});
