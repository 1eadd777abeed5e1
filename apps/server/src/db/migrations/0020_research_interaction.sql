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
CREATE INDEX "research_hand_ins_newest_idx" ON "research_hand_ins" USING btree ("tenant_id","stage_id","handed_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_hand_ins_files_idx" ON "research_hand_ins" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "research_posts_threads_idx" ON "research_posts" USING btree ("tenant_id","stage_id","pinned" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "research_posts_replies_idx" ON "research_posts" USING btree ("tenant_id","parent_id","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "research_posts_files_idx" ON "research_posts" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "research_summaries_files_idx" ON "research_summaries" USING gin ("photo_file_ids");