import { sql } from 'drizzle-orm';

/**
 * Section 4's badge from the row and its bin: inactive, the bin inactive, the bin full, or
 * active. The admin product list computes the same (products.repository.ts), so both read this one fragment.
 */
export const DEFAULT_BADGE_SQL = sql`case when not d.is_active then 'inactive'
  when l.id is not null and not l.is_active then 'location_inactive'
  when l.id is not null and l.capacity is not null and l.unit_count >= l.capacity then 'full'
  else 'active' end`;
