-- Owner: warehouse. A unit's sale as the unit keeps it (ADR 0046), on product_units
-- (its own table), whichever path changes the unit (payment, waiting orders, an admin's
-- Assign to Order, an order's status, an installation, an RMA):
--   * warranty_months: the warranty of its product (the published catalogue_products view)
--     when it joins an order, so a later change on the product form leaves sold units as
--     they were sold; cleared when it leaves the order (shipped_at and delivered_at are kept
--     then, the past sale's, and cleared when it joins another);
--   * shipped_at: when it was last shipped;
--   * delivered_at: when it first reached the customer (delivered, or installed straight
--     from its shelf): the day its warranty and its return window start.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION product_units_sale_stamps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_id IS DISTINCT FROM OLD.order_id THEN
    NEW.warranty_months := CASE WHEN NEW.order_id IS NULL THEN NULL ELSE
      (SELECT p.warranty_months FROM catalogue_products p WHERE p.id = NEW.product_id) END;
    -- A new sale starts with no dates. A unit leaving its order keeps them: one that came
    -- back (an RMA) still counts as sold when it was (the return rates), one that never
    -- left the shelf has none.
    IF NEW.order_id IS NOT NULL THEN
      NEW.shipped_at := NULL;
      NEW.delivered_at := NULL;
    END IF;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'shipped' THEN
      NEW.shipped_at := now();
    ELSIF NEW.status IN ('delivered', 'installed') AND NEW.delivered_at IS NULL THEN
      NEW.delivered_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_sale ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_sale BEFORE UPDATE OF status, order_id ON product_units
  FOR EACH ROW EXECUTE FUNCTION product_units_sale_stamps();
