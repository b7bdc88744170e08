/**
 * A refund is claimed (a `refund_started_at` stamp) before the payment provider is called
 * outside any transaction, so a second refund of the same money waits. A claim older than
 * this was left by a process that stopped between the provider's answer and the shop's record:
 * it no longer blocks, and the refund may be finished with the same idempotency key (the
 * provider answers the first refund again instead of making a second).
 */
export const STALE_REFUND_MS = 2 * 60_000;

/** A refund claimed less than STALE_REFUND_MS ago: still under way. */
export const refundRunning = (startedAt: Date | null, now = Date.now()) =>
  startedAt !== null && now - startedAt.getTime() < STALE_REFUND_MS;

/** A refund claimed and never recorded, older than STALE_REFUND_MS: interrupted. */
export const refundInterrupted = (startedAt: Date | null, now = Date.now()) =>
  startedAt !== null && !refundRunning(startedAt, now);

/**
 * The idempotency key of a refund attempt: `base` for the first, `base-retry<n>` after n
 * refusals. A refusal needs a new key (a provider such as Stripe answers a key's first result
 * again for a day, refusals included); a refund whose answer was lost keeps its key, so the
 * money moves once.
 */
export const attemptKey = (base: string, attempt: number) =>
  attempt === 0 ? base : `${base}-retry${attempt}`;
