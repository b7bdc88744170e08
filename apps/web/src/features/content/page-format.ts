const FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Nov 24, 2026, 3:04 PM" in the viewer's time zone. */
export const formatSavedAt = (iso: string) => FORMAT.format(new Date(iso));
