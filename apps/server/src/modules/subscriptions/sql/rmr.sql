-- Owner: subscriptions. A subscription's RMR (recurring monthly revenue) is its price per
-- month (a yearly price counts a twelfth, rounded to the cent) while it is active or past due,
-- else 0 (ADR 0075). Every change of it is written to subscription_rmr_changes and added to
-- its month's sums in rmr_months, in the shop's month (America/Los_Angeles) of the
-- subscription's clock (its updated_at, stamped by every writer with the time of the change,
-- on the test clock in test mode). The kinds:
-- new (from 0, except from a pause: a restored or a first subscription), expansion (more, or
-- back from a pause), contraction (less, or paused), churned (to 0 by a cancel or a suspension).
-- Deferred to the commit, as the order counts are: a billing transaction holds the month's row
-- for an instant, and a subscription moved several times in one transaction counts each move.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "subscription_rmr_cents"("status" text, "interval" text, "price_cents" integer)
  RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "status" IN ('active', 'past_due')
    THEN CASE WHEN "interval" = 'year' THEN round("price_cents" / 12.0)::integer ELSE "price_cents" END
    ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subscription_rmr_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" integer := 0;
  "after" integer;
  "change" integer;
  "change_kind" text;
  "change_at" timestamptz;
  "change_month" date;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    "before" := "subscription_rmr_cents"(OLD."status", OLD."interval", OLD."price_cents");
  END IF;
  "after" := "subscription_rmr_cents"(NEW."status", NEW."interval", NEW."price_cents");
  "change" := "after" - "before";
  IF "change" = 0 THEN
    RETURN NULL;
  END IF;
  IF "before" = 0 THEN
    "change_kind" := CASE WHEN TG_OP = 'UPDATE' AND OLD."status" = 'paused' THEN 'expansion' ELSE 'new' END;
  ELSIF "after" = 0 THEN
    "change_kind" := CASE WHEN NEW."status" = 'paused' THEN 'contraction' ELSE 'churned' END;
  ELSIF "change" > 0 THEN
    "change_kind" := 'expansion';
  ELSE
    "change_kind" := 'contraction';
  END IF;
  -- The subscription's clock: every writer stamps updated_at with the time of its change (the
  -- repository does: the real time, or the test clock's; a fix by hand in SQL sets it too).
  "change_at" := NEW."updated_at";
  "change_month" := date_trunc('month', "change_at" AT TIME ZONE 'America/Los_Angeles')::date;
  INSERT INTO "subscription_rmr_changes" ("subscription_id", "at", "month", "kind", "delta_cents")
  VALUES (NEW."id", "change_at", "change_month", "change_kind", "change");
  INSERT INTO "rmr_months" ("month", "new_cents", "expansion_cents", "contraction_cents", "churned_cents")
  VALUES (
    "change_month",
    CASE WHEN "change_kind" = 'new' THEN "change" ELSE 0 END,
    CASE WHEN "change_kind" = 'expansion' THEN "change" ELSE 0 END,
    CASE WHEN "change_kind" = 'contraction' THEN "change" ELSE 0 END,
    CASE WHEN "change_kind" = 'churned' THEN "change" ELSE 0 END)
  ON CONFLICT ("month") DO UPDATE
    SET "new_cents" = "rmr_months"."new_cents" + EXCLUDED."new_cents",
        "expansion_cents" = "rmr_months"."expansion_cents" + EXCLUDED."expansion_cents",
        "contraction_cents" = "rmr_months"."contraction_cents" + EXCLUDED."contraction_cents",
        "churned_cents" = "rmr_months"."churned_cents" + EXCLUDED."churned_cents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscriptions_rmr" ON "subscriptions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_rmr" AFTER INSERT OR UPDATE ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_rmr_apply"();
