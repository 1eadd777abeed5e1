CREATE TABLE "topic_applications" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topic_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"call_id" bigint NOT NULL,
	"host_user_id" bigint NOT NULL,
	"org_unit_id" bigint NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"suggestion_key" text,
	"plan" jsonb NOT NULL,
	"review_instance_id" bigint,
	"phase" text DEFAULT 'application' NOT NULL,
	"topic_no" text,
	"period_starts_on" date,
	"period_ends_on" date,
	"approved_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"appraisal" text,
	"reminded_stage" text,
	"shared_at" timestamp with time zone,
	"share_abstract" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "topic_applications_phase_check" CHECK ("topic_applications"."phase" in ('application', 'approved', 'concluded')),
	CONSTRAINT "topic_applications_approved_check" CHECK (("topic_applications"."phase" = 'application') = ("topic_applications"."topic_no" is null)),
	CONSTRAINT "topic_applications_appraisal_check" CHECK ("topic_applications"."appraisal" is null or "topic_applications"."appraisal" in ('excellent', 'pass'))
);
--> statement-breakpoint
CREATE TABLE "topic_calls" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topic_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_org_id" bigint NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"levels" jsonb NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eligibility" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"member_cap" integer NOT NULL,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expert_count" integer NOT NULL,
	"pass_score" numeric(5, 1) NOT NULL,
	"period_starts_on" date NOT NULL,
	"period_ends_on" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_calls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "topic_calls_state_check" CHECK ("topic_calls"."state" in ('draft', 'published', 'closed')),
	CONSTRAINT "topic_calls_window_check" CHECK ("topic_calls"."starts_at" < "topic_calls"."ends_at"),
	CONSTRAINT "topic_calls_period_check" CHECK ("topic_calls"."period_starts_on" < "topic_calls"."period_ends_on")
);
--> statement-breakpoint
CREATE TABLE "topic_files" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topic_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"stage_id" bigint,
	"record_id" bigint,
	"file_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "topic_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "topic_files_owner_check" CHECK ("topic_files"."stage_id" is null or "topic_files"."record_id" is null)
);
--> statement-breakpoint
CREATE TABLE "topic_members" (
	"tenant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "topic_members_tenant_id_application_id_user_id_pk" PRIMARY KEY("tenant_id","application_id","user_id"),
	CONSTRAINT "topic_members_status_check" CHECK ("topic_members"."status" in ('invited', 'confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "topic_number_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "topic_number_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "topic_panel" (
	"tenant_id" integer NOT NULL,
	"review_instance_id" bigint NOT NULL,
	"expert_user_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"score" numeric(4, 1),
	"appraisal" text,
	"comment" text,
	"assigned_by" bigint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "topic_panel_tenant_id_review_instance_id_expert_user_id_pk" PRIMARY KEY("tenant_id","review_instance_id","expert_user_id"),
	CONSTRAINT "topic_panel_kind_check" CHECK ("topic_panel"."kind" in ('application', 'conclusion')),
	CONSTRAINT "topic_panel_appraisal_check" CHECK ("topic_panel"."appraisal" is null or "topic_panel"."appraisal" in ('excellent', 'pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "topic_records" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topic_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"author_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "topic_records_kind_check" CHECK ("topic_records"."kind" in ('meeting', 'lesson', 'survey', 'data', 'other'))
);
--> statement-breakpoint
CREATE TABLE "topic_stages" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topic_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"report" text DEFAULT '' NOT NULL,
	"results" text DEFAULT '' NOT NULL,
	"change" jsonb,
	"review_instance_id" bigint NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"appraisal" text,
	"filed_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "topic_stages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "topic_stages_kind_check" CHECK ("topic_stages"."kind" in ('opening', 'midterm', 'change', 'conclusion')),
	CONSTRAINT "topic_stages_outcome_check" CHECK ("topic_stages"."outcome" in ('open', 'passed', 'rejected')),
	CONSTRAINT "topic_stages_appraisal_check" CHECK ("topic_stages"."appraisal" is null or "topic_stages"."appraisal" in ('excellent', 'pass', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "topic_applications" ADD CONSTRAINT "topic_applications_call_fk" FOREIGN KEY ("tenant_id","call_id") REFERENCES "public"."topic_calls"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_applications" ADD CONSTRAINT "topic_applications_host_fk" FOREIGN KEY ("tenant_id","host_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_applications" ADD CONSTRAINT "topic_applications_org_fk" FOREIGN KEY ("tenant_id","org_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_calls" ADD CONSTRAINT "topic_calls_owner_fk" FOREIGN KEY ("tenant_id","owner_org_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_files" ADD CONSTRAINT "topic_files_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."topic_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_files" ADD CONSTRAINT "topic_files_stage_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."topic_stages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_files" ADD CONSTRAINT "topic_files_record_fk" FOREIGN KEY ("tenant_id","record_id") REFERENCES "public"."topic_records"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_files" ADD CONSTRAINT "topic_files_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_members" ADD CONSTRAINT "topic_members_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."topic_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_members" ADD CONSTRAINT "topic_members_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_panel" ADD CONSTRAINT "topic_panel_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."topic_applications"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_panel" ADD CONSTRAINT "topic_panel_expert_fk" FOREIGN KEY ("tenant_id","expert_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_records" ADD CONSTRAINT "topic_records_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."topic_applications"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_records" ADD CONSTRAINT "topic_records_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_stages" ADD CONSTRAINT "topic_stages_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."topic_applications"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_applications_host_key" ON "topic_applications" USING btree ("tenant_id","call_id","host_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_applications_number_key" ON "topic_applications" USING btree ("tenant_id","topic_no");--> statement-breakpoint
CREATE INDEX "topic_applications_host_idx" ON "topic_applications" USING btree ("tenant_id","host_user_id");--> statement-breakpoint
CREATE INDEX "topic_applications_review_idx" ON "topic_applications" USING btree ("tenant_id","review_instance_id");--> statement-breakpoint
CREATE INDEX "topic_applications_phase_idx" ON "topic_applications" USING btree ("tenant_id","phase");--> statement-breakpoint
CREATE INDEX "topic_calls_state_idx" ON "topic_calls" USING btree ("tenant_id","state","ends_at");--> statement-breakpoint
CREATE INDEX "topic_files_owner_idx" ON "topic_files" USING btree ("tenant_id","application_id","stage_id","record_id");--> statement-breakpoint
CREATE INDEX "topic_files_file_idx" ON "topic_files" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "topic_members_user_idx" ON "topic_members" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "topic_panel_expert_idx" ON "topic_panel" USING btree ("tenant_id","expert_user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "topic_records_application_idx" ON "topic_records" USING btree ("tenant_id","application_id","occurred_on");--> statement-breakpoint
CREATE INDEX "topic_records_author_idx" ON "topic_records" USING btree ("tenant_id","author_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_stages_review_key" ON "topic_stages" USING btree ("tenant_id","review_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_stages_live_key" ON "topic_stages" USING btree ("tenant_id","application_id","kind") WHERE "topic_stages"."outcome" <> 'rejected' and "topic_stages"."kind" <> 'change';--> statement-breakpoint
CREATE INDEX "topic_stages_application_idx" ON "topic_stages" USING btree ("tenant_id","application_id","kind");