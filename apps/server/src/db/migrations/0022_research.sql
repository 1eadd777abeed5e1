CREATE TABLE "research_attendance" (
	"tenant_id" integer NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"code_window" bigint,
	"marked_by" bigint,
	"attended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_attendance_tenant_id_activity_id_user_id_pk" PRIMARY KEY("tenant_id","activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_form_templates" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_form_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"indicators" jsonb NOT NULL,
	"owner_unit_id" bigint NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_form_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_hand_ins" (
	"tenant_id" integer NOT NULL,
	"stage_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_ids" uuid[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_hand_ins_tenant_id_stage_id_user_id_pk" PRIMARY KEY("tenant_id","stage_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_observations" (
	"tenant_id" integer NOT NULL,
	"stage_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"scores" jsonb NOT NULL,
	"total" numeric(7, 1) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_observations_tenant_id_stage_id_user_id_pk" PRIMARY KEY("tenant_id","stage_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_posts" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "research_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"parent_id" bigint,
	"author_user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"mention_user_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_posts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "research_stage_forms" (
	"tenant_id" integer NOT NULL,
	"stage_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"title" text NOT NULL,
	"indicators" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_stage_forms_tenant_id_stage_id_pk" PRIMARY KEY("tenant_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "research_summaries" (
	"tenant_id" integer NOT NULL,
	"activity_id" bigint NOT NULL,
	"body" text NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"author_user_id" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_summaries_tenant_id_activity_id_pk" PRIMARY KEY("tenant_id","activity_id")
);
--> statement-breakpoint
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
ALTER TABLE "research_attendance" ADD CONSTRAINT "research_attendance_participant_fk" FOREIGN KEY ("tenant_id","activity_id","user_id") REFERENCES "public"."research_participants"("tenant_id","activity_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_form_templates" ADD CONSTRAINT "research_form_templates_owner_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_hand_ins" ADD CONSTRAINT "research_hand_ins_stage_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."research_activity_stages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_hand_ins" ADD CONSTRAINT "research_hand_ins_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_observations" ADD CONSTRAINT "research_observations_form_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."research_stage_forms"("tenant_id","stage_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_observations" ADD CONSTRAINT "research_observations_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_posts" ADD CONSTRAINT "research_posts_stage_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."research_activity_stages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_posts" ADD CONSTRAINT "research_posts_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."research_activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_posts" ADD CONSTRAINT "research_posts_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."research_posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_posts" ADD CONSTRAINT "research_posts_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_stage_forms" ADD CONSTRAINT "research_stage_forms_stage_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."research_activity_stages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_stage_forms" ADD CONSTRAINT "research_stage_forms_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."research_form_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_summaries" ADD CONSTRAINT "research_summaries_activity_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."research_activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_summaries" ADD CONSTRAINT "research_summaries_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "research_hand_ins_newest_idx" ON "research_hand_ins" USING btree ("tenant_id","stage_id","handed_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_hand_ins_files_idx" ON "research_hand_ins" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "research_posts_threads_idx" ON "research_posts" USING btree ("tenant_id","stage_id","pinned" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "research_posts_replies_idx" ON "research_posts" USING btree ("tenant_id","parent_id","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "research_posts_files_idx" ON "research_posts" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "research_summaries_files_idx" ON "research_summaries" USING gin ("photo_file_ids");--> statement-breakpoint
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