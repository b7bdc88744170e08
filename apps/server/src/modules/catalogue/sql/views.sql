-- Owner: catalogue. The views the catalogue publishes for other modules to read (read-only;
-- docs/data-ownership.md): what is sold, under which name, at what price, with how much
-- stock. Other modules join these instead of the catalogue's tables. Simple views are
-- inlined by the planner, so a join through them uses the tables' indexes; the category is a
-- left join on its key, which the planner drops when no category column is read.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019); dropped and
-- made again, so a column can change.
DROP VIEW IF EXISTS catalogue_products;
--> statement-breakpoint
CREATE VIEW catalogue_products AS
  SELECT p.id, p.sku, p.name, p.category_id, c.name AS category_name, c.slug AS category_slug,
    p.price_cents, p.quote, p.stock, p.archived_at, p.featured_rank, p.main_image, p.specs,
    p.search_vector, p.installation_labour_id, p.warranty_months, p.serial_tracked
  FROM products p LEFT JOIN categories c ON c.id = p.category_id;
--> statement-breakpoint
DROP VIEW IF EXISTS catalogue_packages;
--> statement-breakpoint
CREATE VIEW catalogue_packages AS
  SELECT id, product_id, name, price_cents, position
  FROM product_packages;
