/**
 * A record's id as a URL gives it ("/plans/12", "?zone=3"): a whole number from 1 within the
 * database's integer range, or null for anything else ("0", "1.5", "abc", "012", too large).
 */
export function positiveId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
