CREATE TABLE "lesson_presence_checks" (
	"tenant_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"unit_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"question_id" bigint,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_choice" smallint NOT NULL,
	"position" double precision NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"wrong_answers" smallint DEFAULT 0 NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "lesson_presence_checks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lesson_questions" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lesson_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unit_id" bigint NOT NULL,
	"at_second" integer NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_choice" smallint NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "lesson_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "learning_settings" ADD COLUMN "presence_every_minutes" smallint DEFAULT 10;--> statement-breakpoint
ALTER TABLE "learning_settings" ADD COLUMN "presence_answer_seconds" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD COLUMN "presence_due_at" bigint;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD COLUMN "presence_check_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD COLUMN "presence_held_since" bigint;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD COLUMN "presence_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_presence_checks" ADD CONSTRAINT "lesson_presence_checks_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_presence_checks" ADD CONSTRAINT "lesson_presence_checks_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_presence_checks_unit_user_idx" ON "lesson_presence_checks" USING btree ("tenant_id","unit_id","user_id");--> statement-breakpoint
CREATE INDEX "lesson_presence_checks_issued_idx" ON "lesson_presence_checks" USING btree ("tenant_id","issued_at");--> statement-breakpoint
CREATE INDEX "lesson_presence_checks_question_idx" ON "lesson_presence_checks" USING btree ("tenant_id","question_id") WHERE question_id is not null;--> statement-breakpoint
CREATE INDEX "lesson_questions_unit_idx" ON "lesson_questions" USING btree ("tenant_id","unit_id","at_second");