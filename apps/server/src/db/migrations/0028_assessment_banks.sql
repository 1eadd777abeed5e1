CREATE TABLE "assessment_banks" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_unit_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shared_down" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_banks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_folders" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_folders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "assessment_question_versions" (
	"tenant_id" integer NOT NULL,
	"question_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"stem" text NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"saved_by" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_question_versions_tenant_id_question_id_version_pk" PRIMARY KEY("tenant_id","question_id","version")
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_id" bigint NOT NULL,
	"folder_id" bigint,
	"current_version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"stem_text" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "assessment_questions_difficulty_check" CHECK ("assessment_questions"."difficulty" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "assessment_banks" ADD CONSTRAINT "assessment_banks_tenant_id_owner_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_banks" ADD CONSTRAINT "assessment_banks_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_folders" ADD CONSTRAINT "assessment_folders_tenant_id_bank_id_assessment_banks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_id") REFERENCES "public"."assessment_banks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_folders" ADD CONSTRAINT "assessment_folders_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."assessment_folders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_question_versions" ADD CONSTRAINT "assessment_question_versions_tenant_id_question_id_assessment_questions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."assessment_questions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_question_versions" ADD CONSTRAINT "assessment_question_versions_tenant_id_saved_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","saved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_tenant_id_bank_id_assessment_banks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bank_id") REFERENCES "public"."assessment_banks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_tenant_id_folder_id_assessment_folders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","folder_id") REFERENCES "public"."assessment_folders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_banks_name_key" ON "assessment_banks" USING btree ("tenant_id","owner_unit_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_folders_name_key" ON "assessment_folders" USING btree ("tenant_id","bank_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "assessment_questions_bank_idx" ON "assessment_questions" USING btree ("tenant_id","bank_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assessment_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_questions_folder_idx" ON "assessment_questions" USING btree ("tenant_id","folder_id");--> statement-breakpoint
CREATE INDEX "assessment_questions_tags_idx" ON "assessment_questions" USING gin ("tags");