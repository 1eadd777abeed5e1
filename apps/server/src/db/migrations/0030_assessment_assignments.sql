CREATE TABLE "assessment_assignments" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"programme_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"owner_unit_id" bigint NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"attachment_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"late_policy" text NOT NULL,
	"late_penalty_percent" integer DEFAULT 0 NOT NULL,
	"max_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"rubric" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"peer_reviewers" integer DEFAULT 0 NOT NULL,
	"peer_review_due_at" timestamp with time zone,
	"resubmissions_allowed" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "assessment_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "assessment_assignments_scores_check" CHECK ("assessment_assignments"."pass_score" between 0 and "assessment_assignments"."max_score"),
	CONSTRAINT "assessment_assignments_penalty_check" CHECK ("assessment_assignments"."late_penalty_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "assessment_peer_reviews" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_peer_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assignment_id" bigint NOT NULL,
	"submission_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"reviewer_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"rubric_points" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "assessment_peer_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_submission_rounds" (
	"tenant_id" integer NOT NULL,
	"submission_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"score" integer,
	"raw_score" integer,
	"rubric_points" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"feedback" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_submission_rounds_tenant_id_submission_id_round_pk" PRIMARY KEY("tenant_id","submission_id","round")
);
--> statement-breakpoint
CREATE TABLE "assessment_submissions" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assignment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"counted_score" integer,
	"counted_passed" boolean,
	"counted_round" integer,
	"excellent_at" timestamp with time zone,
	"excellent_by" bigint,
	"peer_reviews_done" integer DEFAULT 0 NOT NULL,
	"peer_reviews_open" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_tenant_id_programme_id_training_programmes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_tenant_id_unit_id_training_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_tenant_id_owner_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD CONSTRAINT "assessment_assignments_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_peer_reviews" ADD CONSTRAINT "assessment_peer_reviews_tenant_id_assignment_id_assessment_assignments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."assessment_assignments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_peer_reviews" ADD CONSTRAINT "assessment_peer_reviews_tenant_id_submission_id_assessment_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."assessment_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_peer_reviews" ADD CONSTRAINT "assessment_peer_reviews_tenant_id_reviewer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reviewer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submission_rounds" ADD CONSTRAINT "assessment_submission_rounds_tenant_id_submission_id_assessment_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."assessment_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_tenant_id_assignment_id_assessment_assignments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."assessment_assignments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_assignments_unit_key" ON "assessment_assignments" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "assessment_assignments_programme_idx" ON "assessment_assignments" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "assessment_assignments_owner_idx" ON "assessment_assignments" USING btree ("tenant_id","owner_unit_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_peer_reviews_pair_key" ON "assessment_peer_reviews" USING btree ("tenant_id","submission_id","reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_peer_reviews_open_key" ON "assessment_peer_reviews" USING btree ("tenant_id","assignment_id","reviewer_id") WHERE "assessment_peer_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "assessment_peer_reviews_submission_idx" ON "assessment_peer_reviews" USING btree ("tenant_id","submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_submissions_user_key" ON "assessment_submissions" USING btree ("tenant_id","assignment_id","user_id");--> statement-breakpoint
CREATE INDEX "assessment_submissions_user_idx" ON "assessment_submissions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "assessment_submissions_queue_idx" ON "assessment_submissions" USING btree ("tenant_id","assignment_id","status","submitted_at");