const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string | null, none = 'Never') =>
  iso ? DATE.format(new Date(iso)) : none;

/** 1536 -> "1.5 KB", 52428800 -> "50.0 MB". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'Unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
