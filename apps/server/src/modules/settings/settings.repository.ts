import { sql } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

export type SettingsRow = {
  companyName: string;
  shortName: string;
  legalName: string;
  tagline: string;
  street: string;
  cityLine: string;
  phone: string;
  email: string;
  hours: { days: string; time: string }[];
  social: Record<string, string>;
  shippingCents: number;
  updatedAt: string;
  updatedBy: string | null;
};

export type SettingsWrite = Omit<SettingsRow, 'updatedAt' | 'updatedBy'> & {
  userId: number | null;
};

/** The one row of shop_settings; queries run on the caller's open transaction, if any. */
export function createSettingsRepository(database: ExecutorSource) {
  return {
    async find(): Promise<SettingsRow | undefined> {
      const [row] = await queryRows<SettingsRow>(
        database,
        sql`select s.company_name as "companyName", s.short_name as "shortName", s.legal_name as "legalName", s.tagline,
                   s.street, s.city_line as "cityLine", s.phone, s.email, s.hours, s.social,
                   s.shipping_cents as "shippingCents", s.updated_at as "updatedAt",
                   nullif(trim(u.first_name || ' ' || u.last_name), '') as "updatedBy"
            from shop_settings s left join users_directory u on u.id = s.updated_by
            where s.id = 1`,
      );
      return row
        ? {
            ...row,
            shippingCents: Number(row.shippingCents),
            updatedAt: new Date(row.updatedAt).toISOString(),
          }
        : undefined;
    },

    async shippingCents(): Promise<number | undefined> {
      const [row] = await queryRows<{ cents: number }>(
        database,
        sql`select shipping_cents as cents from shop_settings where id = 1`,
      );
      return row ? Number(row.cents) : undefined;
    },

    /** Writes the row; `onlyIfMissing` leaves an existing row alone (the demo seed). */
    async save(v: SettingsWrite, { onlyIfMissing = false } = {}): Promise<boolean> {
      const values = sql`(1, ${v.companyName}, ${v.shortName}, ${v.legalName}, ${v.tagline}, ${v.street},
        ${v.cityLine}, ${v.phone}, ${v.email}, ${JSON.stringify(v.hours)}::jsonb,
        ${JSON.stringify(v.social)}::jsonb, ${v.shippingCents}, now(), ${v.userId})`;
      const conflict = onlyIfMissing
        ? sql`do nothing`
        : sql`do update set company_name = excluded.company_name, short_name = excluded.short_name,
            legal_name = excluded.legal_name, tagline = excluded.tagline,
            street = excluded.street, city_line = excluded.city_line, phone = excluded.phone,
            email = excluded.email, hours = excluded.hours, social = excluded.social,
            shipping_cents = excluded.shipping_cents, updated_at = now(),
            updated_by = excluded.updated_by`;
      const rows = await queryRows<{ id: number }>(
        database,
        sql`insert into shop_settings (id, company_name, short_name, legal_name, tagline, street, city_line,
              phone, email, hours, social, shipping_cents, updated_at, updated_by)
            values ${values} on conflict (id) ${conflict} returning id`,
      );
      return rows.length > 0;
    },
  };
}
