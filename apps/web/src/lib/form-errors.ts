import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The one way a form shows the server's verdict on its fields (ADR 0018): each message of an
 * ApiError's `fields` goes on the form's field of that name, and the first one set gets the
 * focus, so a keyboard user lands on it. The server names a nested value by its path
 * ("billing.zipCode"); `lastSegment` matches such a key by its last part, for a form that holds
 * only that part. `names` keeps to the fields the form has (the others are the caller's to
 * tell). Returns how many messages it set, so a caller can fall back to a general one.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: { names?: readonly string[]; lastSegment?: boolean; focus?: boolean } = {},
): number {
  if (!(error instanceof ApiError)) return 0;
  const { names, lastSegment = false, focus = true } = options;
  let set = 0;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = lastSegment ? (key.split('.').pop() ?? key) : key;
    if (names && !names.includes(name)) continue;
    setError(name as FieldPath<T>, { message }, { shouldFocus: focus && set === 0 });
    set += 1;
  }
  return set;
}

/**
 * A schema's verdict as a page alert says it (the warehouse dialogs,
 * docs/modules/warehouse.md#messages; ADR 0018): each message once, in the schema's order, joined
 * with commas; null when it passed.
 */
export function issueText(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string | null {
  if (result.success) return null;
  return [...new Set(result.error.issues.map((i) => i.message))].join(', ');
}

/**
 * The first message react-hook-form holds for a field whose value is a list (the slot times):
 * the list's own, its root's, or the first of its items'.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const found = error as { message?: unknown; root?: unknown };
  if (typeof found.message === 'string') return found.message;
  const fromRoot = firstErrorMessage(found.root);
  if (fromRoot) return fromRoot;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = firstErrorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}
