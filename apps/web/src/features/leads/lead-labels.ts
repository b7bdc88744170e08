import type {
  ContactStatus,
  LeadPriority,
  StaffUser,
  SurveyStatus,
  Timeframe,
} from '@shop/contract';

/**
 * What the staff screens add to the lead labels of @shop/contract/lead-labels: badge colours,
 * names and the assignee filter. Values only (no zod).
 */

/** Bootstrap background of a status badge; both lead kinds share the words they have in common. */
export const STATUS_VARIANTS: Record<ContactStatus | SurveyStatus, string> = {
  new: 'primary',
  in_progress: 'info',
  reviewing: 'info',
  responded: 'warning',
  quoted: 'warning',
  won: 'success',
  lost: 'dark',
  scheduled: 'secondary',
  resolved: 'success',
  completed: 'success',
  closed: 'dark',
};

export const PRIORITY_VARIANTS: Record<LeadPriority, string> = {
  low: 'secondary',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
};

/** How urgent a timeframe makes a survey (docs/modules/leads.md#screens). */
export const TIMEFRAME_URGENCY: Record<Timeframe, { label: string; variant: string }> = {
  asap: { label: 'Urgent', variant: 'danger' },
  month: { label: 'High', variant: 'warning' },
  quarter: { label: 'Medium', variant: 'info' },
  future: { label: 'Low', variant: 'secondary' },
};

/** A staff member's name as the screens show it. */
export const staffName = (user: StaffUser) =>
  user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The assignee's name: the staff list's, else the record's own copy, else "Unassigned". */
export function assigneeName(
  assignedId: number | null,
  recordName: string | null,
  staff: readonly StaffUser[],
): string {
  if (assignedId === null) return 'Unassigned';
  const member = staff.find((s) => s.id === assignedId);
  return member ? staffName(member) : (recordName ?? `User #${assignedId}`);
}

/** "DW" for Dana Whitfield; "?" when there is nothing to take letters from. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => part.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase())
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : `${letters[0]}${letters[letters.length - 1]}`;
}

/** The assignee filter of the lead lists' URL: "unassigned" or a staff member's id. */
export const assigneeFilter = (value: string) => value === 'unassigned' || /^[1-9]\d*$/.test(value);
