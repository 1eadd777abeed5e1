CREATE TABLE "learning_hour_totals" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"total_tenths" integer DEFAULT 0 NOT NULL,
	"by_category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "learning_hour_totals_tenant_id_year_user_id_pk" PRIMARY KEY("tenant_id","year","user_id")
);
--> statement-breakpoint
ALTER TABLE "training_programmes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_programmes" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_hour_totals" ADD CONSTRAINT "learning_hour_totals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_programmes_cat_popular_idx" ON "training_programmes" USING btree ("tenant_id","kind","seats_taken" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'closed');--> statement-breakpoint
CREATE INDEX "training_programmes_search_idx" ON "training_programmes" USING gin ("search_grams");--> statement-breakpoint
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
--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions, triggers or a backfill).
-- The unigrams and bigrams of a text: a keyword's grams are all contained in the grams of any text containing it,
-- so `search_grams @> yx_grams(keyword)` narrows through the GIN index for keywords of any length
-- (pg_trgm's trigrams would miss the two-character keywords Chinese is full of), and LIKE then confirms.
CREATE FUNCTION "yx_grams"(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(value, i, 1) AS g FROM generate_series(1, length(value)) AS i
    UNION ALL
    SELECT substr(value, i, 2) FROM generate_series(1, length(value) - 1) AS i
  ) grams
$$;
--> statement-breakpoint
-- The title and the organiser's name, lower-cased, joined by a unit separator (U+001F) so no keyword spans both.
CREATE FUNCTION "training_programme_search_text"(p_tenant integer, p_title text, p_organiser bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(p_title || chr(31) || coalesce((SELECT name FROM org_units WHERE tenant_id = p_tenant AND id = p_organiser), ''))
$$;
--> statement-breakpoint
CREATE FUNCTION "training_programmes_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := training_programme_search_text(NEW.tenant_id, NEW.title, NEW.organiser_unit_id);
  NEW.search_grams := yx_grams(NEW.search_text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_programmes_search" BEFORE INSERT OR UPDATE OF title, organiser_unit_id ON "training_programmes"
  FOR EACH ROW EXECUTE FUNCTION "training_programmes_search_follow"();
--> statement-breakpoint
-- Renaming an organiser renames it in the search text of its programmes (their own trigger then sets the grams).
CREATE FUNCTION "org_units_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE training_programmes SET organiser_unit_id = organiser_unit_id
   WHERE tenant_id = NEW.tenant_id AND organiser_unit_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "org_units_search" AFTER UPDATE OF name ON "org_units"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "org_units_search_follow"();
--> statement-breakpoint
UPDATE "training_programmes" SET organiser_unit_id = organiser_unit_id;
