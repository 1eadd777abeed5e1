CREATE TABLE "assessment_attempt_answers" (
	"tenant_id" integer NOT NULL,
	"attempt_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"question_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"points" integer NOT NULL,
	"option_order" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" jsonb,
	"saved_at" timestamp with time zone,
	"outcome" text,
	"awarded" integer,
	"feedback" text,
	"graded_by" bigint,
	"graded_at" timestamp with time zone,
	CONSTRAINT "assessment_attempt_answers_tenant_id_attempt_id_position_pk" PRIMARY KEY("tenant_id","attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"max_score" integer NOT NULL,
	"score" integer,
	"passed" boolean,
	"pending_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_exam_items" (
	"tenant_id" integer NOT NULL,
	"exam_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"question_id" bigint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "assessment_exam_items_tenant_id_exam_id_position_pk" PRIMARY KEY("tenant_id","exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "assessment_exam_rules" (
	"tenant_id" integer NOT NULL,
	"exam_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"bank_id" bigint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulties" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"count" integer NOT NULL,
	"points_each" integer NOT NULL,
	CONSTRAINT "assessment_exam_rules_tenant_id_exam_id_position_pk" PRIMARY KEY("tenant_id","exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "assessment_exams" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"programme_id" bigint,
	"unit_id" bigint,
	"school_id" bigint,
	"owner_unit_id" bigint NOT NULL,
	"paper_mode" text NOT NULL,
	"time_limit_minutes" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"attempts_allowed" integer,
	"counts" text NOT NULL,
	"pass_percent" integer NOT NULL,
	"shuffle_questions" boolean NOT NULL,
	"shuffle_options" boolean NOT NULL,
	"reveal_results" text NOT NULL,
	"reveal_explanations" text NOT NULL,
	"total_points" integer NOT NULL,
	"question_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "assessment_exams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "assessment_exams_placement_check" CHECK (("assessment_exams"."unit_id" is not null and "assessment_exams"."programme_id" is not null) <> ("assessment_exams"."school_id" is not null)),
	CONSTRAINT "assessment_exams_pass_check" CHECK ("assessment_exams"."pass_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "assessment_attempt_answers" ADD CONSTRAINT "assessment_attempt_answers_tenant_id_attempt_id_assessment_attempts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","attempt_id") REFERENCES "public"."assessment_attempts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_answers" ADD CONSTRAINT "assessment_attempt_answers_tenant_id_question_id_assessment_questions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."assessment_questions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_answers" ADD CONSTRAINT "assessment_attempt_answers_tenant_id_graded_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","graded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_tenant_id_exam_id_assessment_exams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_id") REFERENCES "public"."assessment_exams"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exam_items" ADD CONSTRAINT "assessment_exam_items_tenant_id_exam_id_assessment_exams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_id") REFERENCES "public"."assessment_exams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exam_items" ADD CONSTRAINT "assessment_exam_items_tenant_id_question_id_assessment_questions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."assessment_questions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exam_rules" ADD CONSTRAINT "assessment_exam_rules_tenant_id_exam_id_assessment_exams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exam_id") REFERENCES "public"."assessment_exams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exam_rules" ADD CONSTRAINT "assessment_exam_rules_tenant_id_bank_id_assessment_banks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_id") REFERENCES "public"."assessment_banks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exams" ADD CONSTRAINT "assessment_exams_tenant_id_programme_id_training_programmes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exams" ADD CONSTRAINT "assessment_exams_tenant_id_unit_id_training_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exams" ADD CONSTRAINT "assessment_exams_tenant_id_school_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","school_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exams" ADD CONSTRAINT "assessment_exams_tenant_id_owner_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exams" ADD CONSTRAINT "assessment_exams_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempt_answers_question_idx" ON "assessment_attempt_answers" USING btree ("tenant_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_number_key" ON "assessment_attempts" USING btree ("tenant_id","exam_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_key" ON "assessment_attempts" USING btree ("tenant_id","exam_id","user_id") WHERE "assessment_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "assessment_attempts_exam_idx" ON "assessment_attempts" USING btree ("tenant_id","exam_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessment_attempts_grading_idx" ON "assessment_attempts" USING btree ("tenant_id","submitted_at") WHERE "assessment_attempts"."status" = 'grading';--> statement-breakpoint
CREATE INDEX "assessment_exam_items_question_idx" ON "assessment_exam_items" USING btree ("tenant_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_exams_unit_key" ON "assessment_exams" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "assessment_exams_owner_idx" ON "assessment_exams" USING btree ("tenant_id","owner_unit_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);