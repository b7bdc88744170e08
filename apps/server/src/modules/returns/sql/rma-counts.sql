-- Owner: returns. rma_counts holds how many RMAs are in each status, for the open counts of
-- the RMA numbers and the dashboard's Returns card (ADR 0070): kept when an RMA is filed,
-- moves on (approved, received, inspected, resolved, rejected, withdrawn) or is deleted,
-- instead of counting the open RMAs on each load. The count moves when the transaction
-- commits (a deferred constraint trigger), each row change by its own old and new status, on
-- one of 16 slots (the RMA's id modulo 16), so commits of different RMAs rarely add to the
-- same row and a row is held only for the end of a commit.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "rma_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" AND OLD."id" = NEW."id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "rma_counts" ("status", "slot", "n") VALUES (OLD."status", OLD."id" % 16, -1)
    ON CONFLICT ("status", "slot") DO UPDATE SET "n" = "rma_counts"."n" + EXCLUDED."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "rma_counts" ("status", "slot", "n") VALUES (NEW."status", NEW."id" % 16, 1)
    ON CONFLICT ("status", "slot") DO UPDATE SET "n" = "rma_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "rmas_counts" ON "rmas";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rmas_counts" AFTER INSERT OR DELETE OR UPDATE ON "rmas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rma_counts_apply"();
