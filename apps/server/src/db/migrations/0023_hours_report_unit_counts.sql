CREATE TABLE "learning_report_unit_counts" (
	"tenant_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"org_unit_id" bigint NOT NULL,
	"with_totals" integer DEFAULT 0 NOT NULL,
	"met" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_report_unit_counts_tenant_id_year_org_unit_id_pk" PRIMARY KEY("tenant_id","year","org_unit_id")
);
--> statement-breakpoint
CREATE TABLE "learning_report_unit_teachers" (
	"tenant_id" integer NOT NULL,
	"org_unit_id" bigint NOT NULL,
	"teachers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_report_unit_teachers_tenant_id_org_unit_id_pk" PRIMARY KEY("tenant_id","org_unit_id")
);
--> statement-breakpoint
CREATE INDEX "users_report_teachers_idx" ON "users" USING btree ("tenant_id","org_unit_id","name","id") WHERE "users"."status" = 'active' and 'teacher' = any("users"."roles");--> statement-breakpoint
CREATE INDEX "learning_hour_totals_user_idx" ON "learning_hour_totals" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions, triggers or a backfill). The hours report's counts per
-- tenant, year and unit follow the totals (so the ledger), the teachers and the requirement in the same transaction.
-- Whether a teacher's totals of a year meet the tenant's requirement of that year, judged as the report judges it
-- (hours-report.repository.ts): no requirement is never met; hours compared in tenths.
CREATE FUNCTION "learning_hours_met"(p_tenant integer, p_year smallint, p_total integer, p_by_category jsonb) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT p_total >= round(r.total_hours * 10)
       AND NOT EXISTS (SELECT 1 FROM jsonb_each_text(r.category_minimums) m
                        WHERE coalesce((p_by_category ->> m.key)::int, 0) < round(m.value::numeric * 10))
      FROM learning_requirements r WHERE r.tenant_id = p_tenant AND r.year = p_year), false)
$$;
--> statement-breakpoint
-- The unit of a teacher in the report's scope (active, teacher role, with a teachers row); null when out of scope.
CREATE FUNCTION "learning_report_unit_of"(p_tenant integer, p_user bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT u.org_unit_id FROM users u JOIN teachers t ON t.tenant_id = u.tenant_id AND t.user_id = u.id
   WHERE u.tenant_id = p_tenant AND u.id = p_user AND u.status = 'active' AND 'teacher' = ANY(u.roles)
$$;
--> statement-breakpoint
-- A teacher enters (p_sign 1) or leaves (-1) a unit's scope: the unit's teachers and, for each year the teacher has
-- totals, the unit's with_totals and met.
CREATE FUNCTION "learning_report_teacher_counts"(p_tenant integer, p_user bigint, p_unit bigint, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_report_unit_teachers AS c (tenant_id, org_unit_id, teachers) VALUES (p_tenant, p_unit, p_sign)
    ON CONFLICT (tenant_id, org_unit_id) DO UPDATE SET teachers = c.teachers + p_sign;
  INSERT INTO learning_report_unit_counts AS c (tenant_id, year, org_unit_id, with_totals, met)
    SELECT p_tenant, t.year, p_unit, p_sign, p_sign * learning_hours_met(t.tenant_id, t.year, t.total_tenths, t.by_category)::int
      FROM learning_hour_totals t WHERE t.tenant_id = p_tenant AND t.user_id = p_user
    ON CONFLICT (tenant_id, year, org_unit_id) DO UPDATE SET with_totals = c.with_totals + excluded.with_totals, met = c.met + excluded.met;
END $$;
--> statement-breakpoint
-- A teacher's totals of a year changed (a ledger entry or reversal): the unit's counts move only when the teacher
-- gains a totals row or crosses the requirement, so most credits write nothing here.
CREATE FUNCTION "learning_report_counts_follow_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r learning_hour_totals;
  unit bigint;
  had integer := 0;
  has integer := 0;
  was_met integer := 0;
  is_met integer := 0;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  unit := learning_report_unit_of(r.tenant_id, r.user_id);
  IF unit IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN had := 1; was_met := learning_hours_met(OLD.tenant_id, OLD.year, OLD.total_tenths, OLD.by_category)::int; END IF;
  IF TG_OP <> 'DELETE' THEN has := 1; is_met := learning_hours_met(NEW.tenant_id, NEW.year, NEW.total_tenths, NEW.by_category)::int; END IF;
  IF has <> had OR is_met <> was_met THEN
    INSERT INTO learning_report_unit_counts AS c (tenant_id, year, org_unit_id, with_totals, met)
      VALUES (r.tenant_id, r.year, unit, has - had, is_met - was_met)
      ON CONFLICT (tenant_id, year, org_unit_id) DO UPDATE SET with_totals = c.with_totals + excluded.with_totals, met = c.met + excluded.met;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_hour_totals_report_counts" AFTER INSERT OR UPDATE OR DELETE ON "learning_hour_totals"
  FOR EACH ROW EXECUTE FUNCTION "learning_report_counts_follow_totals"();
--> statement-breakpoint
-- An account enabled or disabled, given or stripped of the teacher role, or moved to another unit.
CREATE FUNCTION "learning_report_counts_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  teaching boolean;
  was_in boolean;
  is_in boolean;
BEGIN
  teaching := EXISTS (SELECT 1 FROM teachers WHERE tenant_id = NEW.tenant_id AND user_id = NEW.id);
  was_in := teaching AND OLD.status = 'active' AND 'teacher' = ANY(OLD.roles);
  is_in := teaching AND NEW.status = 'active' AND 'teacher' = ANY(NEW.roles);
  IF was_in = is_in AND (NOT was_in OR OLD.org_unit_id = NEW.org_unit_id) THEN RETURN NULL; END IF;
  IF was_in THEN PERFORM learning_report_teacher_counts(OLD.tenant_id, OLD.id, OLD.org_unit_id, -1); END IF;
  IF is_in THEN PERFORM learning_report_teacher_counts(NEW.tenant_id, NEW.id, NEW.org_unit_id, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_report_counts" AFTER UPDATE OF status, roles, org_unit_id ON "users"
  FOR EACH ROW EXECUTE FUNCTION "learning_report_counts_follow_user"();
--> statement-breakpoint
-- A teachers row added or removed (a user cannot be deleted while it exists, so users need no delete trigger).
CREATE FUNCTION "learning_report_counts_follow_teacher"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t teachers;
  u users;
BEGIN
  IF TG_OP = 'DELETE' THEN t := OLD; ELSE t := NEW; END IF;
  SELECT * INTO u FROM users WHERE tenant_id = t.tenant_id AND id = t.user_id;
  IF FOUND AND u.status = 'active' AND 'teacher' = ANY(u.roles) THEN
    PERFORM learning_report_teacher_counts(t.tenant_id, t.user_id, u.org_unit_id, CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teachers_report_counts" AFTER INSERT OR DELETE ON "teachers"
  FOR EACH ROW EXECUTE FUNCTION "learning_report_counts_follow_teacher"();
--> statement-breakpoint
-- Counts a tenant's year afresh (a staff action, rare): with_totals and met of every unit.
CREATE FUNCTION "learning_report_recount"(p_tenant integer, p_year smallint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM learning_report_unit_counts WHERE tenant_id = p_tenant AND year = p_year;
  INSERT INTO learning_report_unit_counts (tenant_id, year, org_unit_id, with_totals, met)
  SELECT u.tenant_id, t.year, u.org_unit_id, count(*), count(*) FILTER (WHERE learning_hours_met(t.tenant_id, t.year, t.total_tenths, t.by_category))
    FROM learning_hour_totals t
    JOIN users u ON u.tenant_id = t.tenant_id AND u.id = t.user_id
    JOIN teachers te ON te.tenant_id = u.tenant_id AND te.user_id = u.id
   WHERE t.tenant_id = p_tenant AND t.year = p_year AND u.status = 'active' AND 'teacher' = ANY(u.roles)
   GROUP BY u.tenant_id, t.year, u.org_unit_id;
END $$;
--> statement-breakpoint
-- The requirement of a year saved or removed changes who meets it: that year is counted again.
CREATE FUNCTION "learning_report_counts_follow_requirement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM learning_report_recount(OLD.tenant_id, OLD.year); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.year <> NEW.year OR OLD.tenant_id <> NEW.tenant_id) THEN
    PERFORM learning_report_recount(NEW.tenant_id, NEW.year);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "learning_requirements_report_counts" AFTER INSERT OR UPDATE OR DELETE ON "learning_requirements"
  FOR EACH ROW EXECUTE FUNCTION "learning_report_counts_follow_requirement"();
--> statement-breakpoint
INSERT INTO "learning_report_unit_teachers" (tenant_id, org_unit_id, teachers)
SELECT u.tenant_id, u.org_unit_id, count(*)
  FROM users u JOIN teachers t ON t.tenant_id = u.tenant_id AND t.user_id = u.id
 WHERE u.status = 'active' AND 'teacher' = ANY(u.roles)
 GROUP BY u.tenant_id, u.org_unit_id;
--> statement-breakpoint
SELECT learning_report_recount(y.tenant_id, y.year) FROM (SELECT DISTINCT tenant_id, year FROM learning_hour_totals) y;
--> statement-breakpoint
-- The grams to look a keyword up by in a yx_grams column (platform/search/keyword-grams.ts): its bigrams, or its one
-- unigram when it is a single character. The same candidates as yx_grams(keyword), and an estimate the planner can use.
CREATE FUNCTION "yx_query_grams"(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(value) <= 1 THEN yx_grams(value)
    ELSE (SELECT array_agg(DISTINCT substr(value, i, 2)) FROM generate_series(1, length(value) - 1) AS i) END
$$;
