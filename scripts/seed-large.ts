/**
 * npm run seed:large [-- --count 100000 --orders 200000]: a large catalogue (and, with
 * --orders, that many orders: scripts/seed-orders.ts) for measuring (not for a shop):
 * the demo categories and COUNT made-up products with believable names, SKUs, prices,
 * ratings and a Standard package each, written by a few set-based statements in one
 * transaction. Runs on the configured database (DATABASE_URL, else the one in DATA_DIR).
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';
import { DEMO_CATEGORIES } from '../apps/server/src/demo/catalogue.ts';
import { seedOrders } from './seed-orders.ts';

export async function seedLargeCatalogue(database: DatabaseHandle, count: number): Promise<void> {
  await database.transaction(async () => {
    const ex = database.executor();
    for (const [position, c] of DEMO_CATEGORIES.entries()) {
      await ex.execute(sql`insert into categories (slug, name, description, position)
        values (${c.slug}, ${c.name}, ${c.description}, ${position}) on conflict do nothing`);
    }
    await ex.execute(sql`
      insert into products (sku, name, category_id, description, quote, price_cents, stock,
                            rating, review_count, features, specs, featured_rank)
      select 'LG-' || lpad(g::text, 7, '0'),
             (array['SecureVision','Sentinel','Guardian','Watchtower','Aegis'])[1 + g % 5] || ' ' ||
             (array['4MP','5MP','8MP 4K','2MP','12MP'])[1 + (g / 5) % 5] || ' ' ||
             (array['Dome','Bullet','Turret','PTZ','Fisheye','Doorbell','Recorder','Keypad'])[1 + (g / 25) % 8] ||
             ' Camera Model ' || g,
             c.id,
             'A reliable security device for homes and businesses, with night vision, weatherproof housing and remote viewing. Item number ' || g || '.',
             (g % 97 = 0),
             case when g % 97 = 0 then null else 1999 + (g * 7919) % 250000 end,
             (g * 31) % 120,
             round(((g * 13) % 41 + 10) / 10.0, 1),
             (g * 17) % 500,
             '["Night vision","Weatherproof","Remote viewing"]'::jsonb,
             '{"Warranty":"2 years"}'::jsonb,
             1000 + g
      from generate_series(1, ${count}) g
      join (select id, row_number() over (order by id) - 1 as n from categories) c
        on c.n = g % (select count(*) from categories)
      on conflict (sku) do nothing`);
    await ex.execute(sql`
      insert into product_packages (product_id, position, name, price_cents, features)
      select p.id, 0, 'Standard', p.price_cents, '[]'::jsonb
      from products p
      where p.sku like 'LG-%' and not exists (select 1 from product_packages k where k.product_id = p.id)`);
  });
  await database.executor().execute(sql`analyze`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '0' },
    },
  });
  const count = Math.min(Math.max(Number(values.count) || 100_000, 1), 1_000_000);
  const orderCount = Math.min(Math.max(Number(values.orders) || 0, 0), 1_000_000);
  const { loadConfig } = await import('../apps/server/src/config/env.ts');
  const { openMigratedDatabase } = await import('../apps/server/src/database.ts');
  const config = loadConfig(
    {
      ...process.env,
      SESSION_SECRET: process.env.SESSION_SECRET || 'seeding-does-not-use-sessions-xxxxxxxxxxxx',
    },
    { servesShop: false },
  );
  const database = await openMigratedDatabase(config);
  const started = Date.now();
  try {
    await seedLargeCatalogue(database, count);
    process.stdout.write(
      `Large catalogue: ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}).\n`,
    );
    if (orderCount) {
      const ordersStarted = Date.now();
      await seedOrders(database, orderCount);
      process.stdout.write(
        `Orders: ${orderCount} in ${((Date.now() - ordersStarted) / 1000).toFixed(1)} s.\n`,
      );
    }
  } finally {
    await database.close();
  }
}
