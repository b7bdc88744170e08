/** "3 days" / "1 day" / "Today". */
export const daysText = (days: number) =>
  days <= 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'}`;
