import { sql } from 'drizzle-orm';

/**
 * `where id in ${idList(ids)}`: a list of ids as one parameter (a JSON array), so the statement
 * is the same text for 1 or 500 ids and never meets the driver's limit on parameters.
 */
export const idList = (ids: readonly number[]) =>
  sql`(select (value)::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
