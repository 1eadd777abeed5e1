CREATE TABLE "disk_blobs" (
	"tenant_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"ref_count" integer NOT NULL,
	"pdf_status" text,
	"pdf_storage_key" text,
	"pdf_size" bigint,
	"pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_blobs_tenant_id_sha256_pk" PRIMARY KEY("tenant_id","sha256"),
	CONSTRAINT "disk_blobs_ref_count_check" CHECK ("disk_blobs"."ref_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "disk_folders" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "disk_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_user_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_folders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "disk_issue_items" (
	"tenant_id" integer NOT NULL,
	"issue_id" bigint NOT NULL,
	"resource_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "disk_issue_items_tenant_id_issue_id_resource_id_pk" PRIMARY KEY("tenant_id","issue_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "disk_issue_recipients" (
	"tenant_id" integer NOT NULL,
	"issue_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"opened_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "disk_issue_recipients_tenant_id_issue_id_user_id_pk" PRIMARY KEY("tenant_id","issue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "disk_issues" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "disk_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"issuer_user_id" bigint NOT NULL,
	"issuer_unit_id" bigint NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"ack_deadline" timestamp with time zone,
	"target" jsonb NOT NULL,
	"resource_count" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_issues_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "disk_quota_rules" (
	"tenant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"role" text NOT NULL,
	"limit_bytes" bigint NOT NULL,
	CONSTRAINT "disk_quota_rules_tenant_id_scope_role_pk" PRIMARY KEY("tenant_id","scope","role")
);
--> statement-breakpoint
CREATE TABLE "disk_resources" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "disk_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_user_id" bigint NOT NULL,
	"owner_unit_id" bigint NOT NULL,
	"folder_id" bigint,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"section_code" text,
	"subject_code" text,
	"resource_type" text NOT NULL,
	"file_name" text NOT NULL,
	"blob_sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"preview_kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "disk_resources_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "disk_uploads" (
	"tenant_id" integer NOT NULL,
	"id" text NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"owner_unit_id" bigint NOT NULL,
	"length" bigint NOT NULL,
	"reserved_bytes" bigint NOT NULL,
	"folder_id" bigint,
	"file_name" text NOT NULL,
	"title" text NOT NULL,
	"resource_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_uploads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "disk_usage" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"reserved_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "disk_usage_tenant_id_kind_owner_id_pk" PRIMARY KEY("tenant_id","kind","owner_id"),
	CONSTRAINT "disk_usage_used_check" CHECK ("disk_usage"."used_bytes" >= 0),
	CONSTRAINT "disk_usage_reserved_check" CHECK ("disk_usage"."reserved_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "disk_folders" ADD CONSTRAINT "disk_folders_tenant_id_owner_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_folders" ADD CONSTRAINT "disk_folders_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."disk_folders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issue_items" ADD CONSTRAINT "disk_issue_items_tenant_id_issue_id_disk_issues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","issue_id") REFERENCES "public"."disk_issues"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issue_items" ADD CONSTRAINT "disk_issue_items_tenant_id_resource_id_disk_resources_tenant_id_id_fk" FOREIGN KEY ("tenant_id","resource_id") REFERENCES "public"."disk_resources"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issue_recipients" ADD CONSTRAINT "disk_issue_recipients_tenant_id_issue_id_disk_issues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","issue_id") REFERENCES "public"."disk_issues"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issue_recipients" ADD CONSTRAINT "disk_issue_recipients_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issues" ADD CONSTRAINT "disk_issues_tenant_id_issuer_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","issuer_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_issues" ADD CONSTRAINT "disk_issues_tenant_id_issuer_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","issuer_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_resources" ADD CONSTRAINT "disk_resources_tenant_id_owner_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_resources" ADD CONSTRAINT "disk_resources_tenant_id_owner_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_resources" ADD CONSTRAINT "disk_resources_folder_fk" FOREIGN KEY ("tenant_id","folder_id") REFERENCES "public"."disk_folders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_resources" ADD CONSTRAINT "disk_resources_blob_fk" FOREIGN KEY ("tenant_id","blob_sha256") REFERENCES "public"."disk_blobs"("tenant_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_uploads" ADD CONSTRAINT "disk_uploads_tenant_id_owner_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disk_folders_name_key" ON "disk_folders" USING btree ("tenant_id","owner_user_id",coalesce("parent_id", 0),lower("name")) WHERE "disk_folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "disk_issue_items_resource_idx" ON "disk_issue_items" USING btree ("tenant_id","resource_id");--> statement-breakpoint
CREATE INDEX "disk_issue_recipients_user_idx" ON "disk_issue_recipients" USING btree ("tenant_id","user_id",("opened_at" is null) desc,"issue_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disk_issues_issuer_idx" ON "disk_issues" USING btree ("tenant_id","issuer_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disk_resources_newest_idx" ON "disk_resources" USING btree ("tenant_id","owner_user_id","folder_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "disk_resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "disk_resources_title_idx" ON "disk_resources" USING btree ("tenant_id","owner_user_id","folder_id","title","id" DESC NULLS LAST) WHERE "disk_resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "disk_resources_size_idx" ON "disk_resources" USING btree ("tenant_id","owner_user_id","folder_id","size" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "disk_resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "disk_resources_recycle_idx" ON "disk_resources" USING btree ("tenant_id","owner_user_id","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "disk_resources"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "disk_resources_purge_idx" ON "disk_resources" USING btree ("deleted_at") WHERE "disk_resources"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "disk_resources_search_idx" ON "disk_resources" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "disk_resources_blob_idx" ON "disk_resources" USING btree ("tenant_id","blob_sha256");--> statement-breakpoint
CREATE INDEX "disk_uploads_touched_idx" ON "disk_uploads" USING btree ("touched_at") WHERE "disk_uploads"."resource_id" is null;--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions or triggers).
-- A resource's search text: title, tags and file name, lower-cased, joined by a unit separator (U+001F) so no keyword
-- spans two of them; its unigrams and bigrams (yx_grams, migration 0015) are what the GIN index narrows by.
CREATE FUNCTION "disk_resources_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.title || chr(31) || array_to_string(NEW.tags, chr(31)) || chr(31) || NEW.file_name);
  NEW.search_grams := yx_grams(NEW.search_text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "disk_resources_search" BEFORE INSERT OR UPDATE OF title, tags, file_name ON "disk_resources"
  FOR EACH ROW EXECUTE FUNCTION "disk_resources_search_follow"();
