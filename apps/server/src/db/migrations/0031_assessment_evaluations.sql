CREATE TABLE "assessment_evaluation_respondents" (
	"tenant_id" integer NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "assessment_evaluation_respondents_tenant_id_evaluation_id_user_id_pk" PRIMARY KEY("tenant_id","evaluation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_evaluation_responses" (
	"tenant_id" integer NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"id" uuid NOT NULL,
	"user_id" bigint,
	"answered_on" date NOT NULL,
	"answers" jsonb NOT NULL,
	CONSTRAINT "assessment_evaluation_responses_tenant_id_evaluation_id_id_pk" PRIMARY KEY("tenant_id","evaluation_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_evaluations" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"programme_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"owner_unit_id" bigint NOT NULL,
	"anonymous" boolean NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"questions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "assessment_evaluations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "assessment_evaluation_respondents" ADD CONSTRAINT "assessment_evaluation_respondents_tenant_id_evaluation_id_assessment_evaluations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","evaluation_id") REFERENCES "public"."assessment_evaluations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluation_respondents" ADD CONSTRAINT "assessment_evaluation_respondents_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluation_responses" ADD CONSTRAINT "assessment_evaluation_responses_tenant_id_evaluation_id_assessment_evaluations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","evaluation_id") REFERENCES "public"."assessment_evaluations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluation_responses" ADD CONSTRAINT "assessment_evaluation_responses_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluations" ADD CONSTRAINT "assessment_evaluations_tenant_id_programme_id_training_programmes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluations" ADD CONSTRAINT "assessment_evaluations_tenant_id_unit_id_training_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluations" ADD CONSTRAINT "assessment_evaluations_tenant_id_owner_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_evaluations" ADD CONSTRAINT "assessment_evaluations_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_evaluation_responses_user_key" ON "assessment_evaluation_responses" USING btree ("tenant_id","evaluation_id","user_id") WHERE "assessment_evaluation_responses"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_evaluations_unit_key" ON "assessment_evaluations" USING btree ("tenant_id","unit_id");--> statement-breakpoint
CREATE INDEX "assessment_evaluations_programme_idx" ON "assessment_evaluations" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "assessment_evaluations_owner_idx" ON "assessment_evaluations" USING btree ("tenant_id","owner_unit_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);