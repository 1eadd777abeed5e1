CREATE TABLE "review_decisions" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instance_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"step_index" integer NOT NULL,
	"step_code" text NOT NULL,
	"actor_user_id" bigint NOT NULL,
	"event" text NOT NULL,
	"comment" text,
	"snapshot" jsonb NOT NULL,
	"status_after" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_decisions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "review_instances" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "review_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workflow" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"applicant_org_path" text NOT NULL,
	"status" text NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"steps" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_instances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "review_step_settings" (
	"tenant_id" integer NOT NULL,
	"workflow" text NOT NULL,
	"step_code" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "review_step_settings_tenant_id_workflow_step_code_pk" PRIMARY KEY("tenant_id","workflow","step_code")
);
--> statement-breakpoint
CREATE INDEX "review_decisions_instance_idx" ON "review_decisions" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "review_instances_queue_idx" ON "review_instances" USING btree ("tenant_id","workflow","status");--> statement-breakpoint
CREATE INDEX "review_instances_subject_idx" ON "review_instances" USING btree ("tenant_id","subject_type","subject_id");