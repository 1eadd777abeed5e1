CREATE TABLE "notice_attachments" (
	"tenant_id" integer NOT NULL,
	"notice_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "notice_attachments_tenant_id_notice_id_file_id_pk" PRIMARY KEY("tenant_id","notice_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"tenant_id" integer NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "notice_reads_tenant_id_notice_id_user_id_pk" PRIMARY KEY("tenant_id","notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publisher_unit_id" bigint NOT NULL,
	"author_user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"scope_unit_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"scope_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"requires_ack" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "help_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"author_user_id" bigint NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_votes" (
	"tenant_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_votes_tenant_id_entry_id_user_id_pk" PRIMARY KEY("tenant_id","entry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_tenant_id_notice_id_notices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","notice_id") REFERENCES "public"."notices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_tenant_id_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_tenant_id_notice_id_notices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","notice_id") REFERENCES "public"."notices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_publisher_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","publisher_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_tenant_id_author_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_tenant_id_author_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_tenant_id_entry_id_help_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."help_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_attachments_file_idx" ON "notice_attachments" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_publish_idx" ON "notices" USING btree ("tenant_id","publish_at");--> statement-breakpoint
CREATE INDEX "help_entries_category_idx" ON "help_entries" USING btree ("tenant_id","category");