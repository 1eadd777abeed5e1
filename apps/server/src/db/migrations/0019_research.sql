CREATE TABLE "research_activities" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"organiser_group_id" bigint,
	"organiser_unit_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"place" text,
	"meeting_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"audience" text NOT NULL,
	"target_school_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"section_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"credit_hours" numeric(5, 1) DEFAULT 0 NOT NULL,
	"hours_category" text DEFAULT 'professional' NOT NULL,
	"completion_rule" text[] NOT NULL,
	"programme_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"reminded_at" timestamp with time zone,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "research_activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_activity_stages" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_activity_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_file_id" uuid,
	"meeting_url" text,
	"form_template_id" bigint,
	CONSTRAINT "research_activity_stages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_group_announcements" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_group_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_group_announcements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_group_files" (
	"tenant_id" integer NOT NULL,
	"group_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"added_by" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_group_files_tenant_id_group_id_file_id_pk" PRIMARY KEY("tenant_id","group_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "research_group_members" (
	"tenant_id" integer NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'member' NOT NULL,
	"requested_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	CONSTRAINT "research_group_members_tenant_id_group_id_user_id_pk" PRIMARY KEY("tenant_id","group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_groups" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"school_id" bigint,
	"owner_unit_id" bigint NOT NULL,
	"section_code" text,
	"subject_code" text,
	"leader_user_id" bigint NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_participants" (
	"tenant_id" integer NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attended_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"form_at" timestamp with time zone,
	"task_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "research_participants_tenant_id_activity_id_user_id_pk" PRIMARY KEY("tenant_id","activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "research_activities" ADD CONSTRAINT "research_activities_group_fk" FOREIGN KEY ("tenant_id","organiser_group_id") REFERENCES "public"."research_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_activities" ADD CONSTRAINT "research_activities_unit_fk" FOREIGN KEY ("tenant_id","organiser_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_activities" ADD CONSTRAINT "research_activities_programme_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_activity_stages" ADD CONSTRAINT "research_activity_stages_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."research_activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_announcements" ADD CONSTRAINT "research_group_announcements_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."research_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_files" ADD CONSTRAINT "research_group_files_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."research_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_members" ADD CONSTRAINT "research_group_members_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."research_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_members" ADD CONSTRAINT "research_group_members_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_groups" ADD CONSTRAINT "research_groups_school_fk" FOREIGN KEY ("tenant_id","school_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_groups" ADD CONSTRAINT "research_groups_owner_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_groups" ADD CONSTRAINT "research_groups_leader_fk" FOREIGN KEY ("tenant_id","leader_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_participants" ADD CONSTRAINT "research_participants_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."research_activities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_participants" ADD CONSTRAINT "research_participants_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_activities_square_idx" ON "research_activities" USING btree ("tenant_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'closed');--> statement-breakpoint
CREATE INDEX "research_activities_group_idx" ON "research_activities" USING btree ("tenant_id","organiser_group_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_activities_creator_idx" ON "research_activities" USING btree ("tenant_id","created_by","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_activities_programme_idx" ON "research_activities" USING btree ("tenant_id","programme_id") WHERE programme_id is not null;--> statement-breakpoint
CREATE INDEX "research_activities_remind_idx" ON "research_activities" USING btree ("starts_at") WHERE status = 'published' and reminded_at is null;--> statement-breakpoint
CREATE INDEX "research_activities_search_idx" ON "research_activities" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "research_activity_stages_activity_idx" ON "research_activity_stages" USING btree ("tenant_id","activity_id","position");--> statement-breakpoint
CREATE INDEX "research_group_announcements_group_idx" ON "research_group_announcements" USING btree ("tenant_id","group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_group_files_file_idx" ON "research_group_files" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "research_group_members_user_idx" ON "research_group_members" USING btree ("tenant_id","user_id","group_id");--> statement-breakpoint
CREATE INDEX "research_groups_owner_idx" ON "research_groups" USING btree ("tenant_id","owner_unit_id");--> statement-breakpoint
CREATE INDEX "research_participants_user_idx" ON "research_participants" USING btree ("tenant_id","user_id","activity_id");