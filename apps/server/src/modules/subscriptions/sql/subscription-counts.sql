-- Owner: subscriptions. subscription_counts holds how many subscriptions are in each status,
-- for the owner's figures (ADR 0070's rule: a count over many rows is kept by its owner, in
-- the changing transaction). Deferred to the commit, like the RMR sums: a billing transaction
-- holds a status's row for an instant.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "subscription_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" IS NOT DISTINCT FROM NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "subscription_counts" ("status", "n") VALUES (OLD."status", -1)
    ON CONFLICT ("status") DO UPDATE SET "n" = "subscription_counts"."n" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "subscription_counts" ("status", "n") VALUES (NEW."status", 1)
    ON CONFLICT ("status") DO UPDATE SET "n" = "subscription_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscriptions_counts" ON "subscriptions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_counts" AFTER INSERT OR DELETE OR UPDATE ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_counts_apply"();
