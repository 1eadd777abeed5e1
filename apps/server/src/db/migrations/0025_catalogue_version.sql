CREATE TABLE "training_catalogue_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions or triggers). Every transaction that writes a tenant's
-- programmes bumps its catalogue version once, at commit (a deferred constraint trigger): the row is locked only while
-- that transaction commits, after every other lock it takes, so it adds no deadlock, and the bump commits with the change.
CREATE FUNCTION "training_catalogue_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_catalogue_versions" AS v ("tenant_id", "version", "bumped_by")
    VALUES (coalesce(NEW."tenant_id", OLD."tenant_id"), 1, pg_current_xact_id()::text::bigint)
    ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1, "bumped_by" = excluded."bumped_by"
    WHERE v."bumped_by" <> excluded."bumped_by";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "training_catalogue_bump" AFTER INSERT OR UPDATE OR DELETE ON "training_programmes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "training_catalogue_bump"();
