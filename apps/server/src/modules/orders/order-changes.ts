/**
 * The order history's words for a staff edit of the details (tracking number, expected
 * delivery, notes): what changed, from what to what. Null when nothing did, so saving the
 * same values again writes no history.
 */

type Details = {
  trackingNumber: string | null;
  expectedDelivery: string | null;
  notes: string | null;
};

/** `undefined` in `next` is "not sent": left as it is. */
export type DetailsInput = { [K in keyof Details]?: Details[K] };

function changeSentence(name: string, before: string | null, after: string | null, gone: string) {
  if (before === after) return null;
  if (after === null) return `${name} ${gone}.`;
  if (before === null) return `${name} set to ${after}.`;
  return `${name} changed from ${before} to ${after}.`;
}

const sent = <K extends keyof Details>(before: Details, next: DetailsInput, key: K) =>
  next[key] === undefined ? before[key] : (next[key] as Details[K]);

/** The tracking number and expected delivery: the customer's history shows this one. */
export function shippingChangeNote(before: Details, next: DetailsInput): string | null {
  const sentences = [
    changeSentence(
      'Tracking number',
      before.trackingNumber,
      sent(before, next, 'trackingNumber'),
      'removed',
    ),
    changeSentence(
      'Expected delivery',
      before.expectedDelivery,
      sent(before, next, 'expectedDelivery'),
      'cleared',
    ),
  ].filter((s): s is string => s !== null);
  return sentences.length ? sentences.join(' ') : null;
}

/** The staff notes, with their new text (the entry is staff-only). */
export function notesChangeNote(before: Details, next: DetailsInput): string | null {
  const after = sent(before, next, 'notes');
  if (after === before.notes) return null;
  return after === null ? 'Notes cleared.' : `Notes changed: ${after}`;
}
