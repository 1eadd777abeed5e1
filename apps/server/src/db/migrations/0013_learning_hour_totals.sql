CREATE TABLE "learning_hour_totals" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"total_tenths" integer DEFAULT 0 NOT NULL,
	"by_category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "learning_hour_totals_tenant_id_year_user_id_pk" PRIMARY KEY("tenant_id","year","user_id")
);
--> statement-breakpoint
ALTER TABLE "learning_hour_totals" ADD CONSTRAINT "learning_hour_totals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express triggers or a backfill): the totals follow the ledger in the same
-- statement as each entry, so in its transaction; entries are append-only, a delete (purging a tenant) subtracts.
CREATE FUNCTION "learning_hour_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e learning_hour_entries;
  delta integer;
BEGIN
  IF TG_OP = 'DELETE' THEN e := OLD; delta := -round(OLD.hours * 10)::int;
  ELSE e := NEW; delta := round(NEW.hours * 10)::int;
  END IF;
  INSERT INTO learning_hour_totals AS t (tenant_id, user_id, year, total_tenths, by_category)
    VALUES (e.tenant_id, e.user_id, e.year, delta, jsonb_build_object(e.category, delta))
  ON CONFLICT (tenant_id, year, user_id) DO UPDATE
    SET total_tenths = t.total_tenths + delta,
        by_category = t.by_category || jsonb_build_object(e.category, coalesce((t.by_category ->> e.category)::int, 0) + delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_hour_entries_totals" AFTER INSERT OR DELETE ON "learning_hour_entries"
  FOR EACH ROW EXECUTE FUNCTION "learning_hour_totals_follow"();
--> statement-breakpoint
INSERT INTO "learning_hour_totals" (tenant_id, user_id, year, total_tenths, by_category)
SELECT tenant_id, user_id, year, sum(tenths)::int, jsonb_object_agg(category, tenths)
  FROM (SELECT tenant_id, user_id, year, category, sum(round(hours * 10))::int AS tenths
          FROM learning_hour_entries GROUP BY tenant_id, user_id, year, category) per_category
 GROUP BY tenant_id, user_id, year;
