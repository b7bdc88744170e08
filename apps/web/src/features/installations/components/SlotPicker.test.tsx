import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeSlot } from '@shop/contract';
import { SlotPicker, slotsByDay } from './SlotPicker';

const slot = (day: string, n: number, startTime: string): FreeSlot => ({
  day,
  slot: n,
  startTime,
  startsAt: `${day}T16:00:00.000Z`,
});
const slots = [
  slot('2026-12-01', 1, '08:00'),
  slot('2026-12-01', 2, '13:00'),
  slot('2026-12-02', 2, '13:00'),
];

describe('SlotPicker', () => {
  it('groups slots by day', () => {
    expect(slotsByDay(slots).map(([day, s]) => [day, s.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
  });

  it('is used with the keyboard: arrows choose a time, Enter on the button books it', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <SlotPicker slots={slots} submitLabel="Book this slot" pending={false} onPick={onPick} />,
    );
    const book = screen.getByRole('button', { name: 'Book this slot' });
    expect(book).toBeDisabled();
    expect(screen.getByRole('group', { name: /Tuesday, Dec 1, 2026/ })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: /Dec 1, 2026 at 8:00 AM/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Dec 1, 2026 at 1:00 PM/ })).toBeChecked();
    expect(book).toBeEnabled();
    book.focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(slots[1]);
  });

  it('says so when nothing is free', () => {
    render(<SlotPicker slots={[]} submitLabel="Book" pending={false} onPick={() => {}} />);
    expect(screen.getByText(/No free slots/)).toBeInTheDocument();
  });
});
