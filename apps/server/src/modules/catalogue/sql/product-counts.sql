-- Owner: catalogue. product_counts holds how many products are live and archived, for the
-- dashboard's card (ADR 0070): kept when a product is added, archived, restored or deleted,
-- instead of counting every product on each load. The count moves when the transaction
-- commits (a deferred constraint trigger), each row change by its own old and new state, on
-- one of 16 slots (the product's id modulo 16), so commits of different products rarely add
-- to the same row and a row is held only for the end of a commit.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "product_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."archived_at" IS NULL) = (NEW."archived_at" IS NULL)
     AND OLD."id" = NEW."id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "product_counts" ("name", "slot", "n")
    VALUES (CASE WHEN OLD."archived_at" IS NULL THEN 'live' ELSE 'archived' END, OLD."id" % 16, -1)
    ON CONFLICT ("name", "slot") DO UPDATE SET "n" = "product_counts"."n" + EXCLUDED."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" ("name", "slot", "n")
    VALUES (CASE WHEN NEW."archived_at" IS NULL THEN 'live' ELSE 'archived' END, NEW."id" % 16, 1)
    ON CONFLICT ("name", "slot") DO UPDATE SET "n" = "product_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_counts" ON "products";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_counts" AFTER INSERT OR DELETE OR UPDATE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "product_counts_apply"();
