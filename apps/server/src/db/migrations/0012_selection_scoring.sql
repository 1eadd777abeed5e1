CREATE TABLE "selection_panel_experts" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_panel_experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"group_id" bigint,
	"expert_user_id" bigint NOT NULL,
	"assigned_by" bigint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_panel_experts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "selection_result_states" (
	"tenant_id" integer NOT NULL,
	"project_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"notice_ends_on" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" bigint NOT NULL,
	"finalised_at" timestamp with time zone,
	"finalised_by" bigint,
	"early_end_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "selection_result_states_tenant_id_project_id_pk" PRIMARY KEY("tenant_id","project_id"),
	CONSTRAINT "selection_result_states_phase_check" CHECK ("selection_result_states"."phase" in ('publicity', 'final'))
);
--> statement-breakpoint
CREATE TABLE "selection_results" (
	"tenant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"group_id" bigint,
	"score" numeric(9, 2),
	"sheets" integer DEFAULT 0 NOT NULL,
	"rank" integer,
	"outcome" text,
	"stage" text,
	"certificate_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_results_tenant_id_application_id_pk" PRIMARY KEY("tenant_id","application_id"),
	CONSTRAINT "selection_results_outcome_check" CHECK ("selection_results"."outcome" is null or "selection_results"."outcome" in ('selected', 'notSelected')),
	CONSTRAINT "selection_results_stage_check" CHECK ("selection_results"."stage" is null or "selection_results"."stage" in ('provisional', 'final'))
);
--> statement-breakpoint
CREATE TABLE "selection_score_sheets" (
	"tenant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"expert_user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"total" numeric(9, 1) NOT NULL,
	"comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_score_sheets_tenant_id_application_id_expert_user_id_pk" PRIMARY KEY("tenant_id","application_id","expert_user_id")
);
--> statement-breakpoint
CREATE TABLE "selection_scores" (
	"tenant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"expert_user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"score" numeric(7, 1) NOT NULL,
	"comment" text NOT NULL,
	CONSTRAINT "selection_scores_tenant_id_application_id_expert_user_id_item_id_pk" PRIMARY KEY("tenant_id","application_id","expert_user_id","item_id"),
	CONSTRAINT "selection_scores_score_check" CHECK ("selection_scores"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "selection_panel_experts" ADD CONSTRAINT "selection_panel_experts_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_panel_experts" ADD CONSTRAINT "selection_panel_experts_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."selection_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_panel_experts" ADD CONSTRAINT "selection_panel_experts_user_fk" FOREIGN KEY ("tenant_id","expert_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_result_states" ADD CONSTRAINT "selection_result_states_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_results" ADD CONSTRAINT "selection_results_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."selection_applications"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_results" ADD CONSTRAINT "selection_results_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_score_sheets" ADD CONSTRAINT "selection_score_sheets_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."selection_applications"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_score_sheets" ADD CONSTRAINT "selection_score_sheets_expert_fk" FOREIGN KEY ("tenant_id","expert_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_scores" ADD CONSTRAINT "selection_scores_sheet_fk" FOREIGN KEY ("tenant_id","application_id","expert_user_id") REFERENCES "public"."selection_score_sheets"("tenant_id","application_id","expert_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_scores" ADD CONSTRAINT "selection_scores_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."selection_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_panel_experts_key" ON "selection_panel_experts" USING btree ("tenant_id","project_id",coalesce("group_id", 0),"expert_user_id");--> statement-breakpoint
CREATE INDEX "selection_panel_experts_expert_idx" ON "selection_panel_experts" USING btree ("tenant_id","expert_user_id");--> statement-breakpoint
CREATE INDEX "selection_results_project_idx" ON "selection_results" USING btree ("tenant_id","project_id","group_id");--> statement-breakpoint
CREATE INDEX "selection_score_sheets_expert_idx" ON "selection_score_sheets" USING btree ("tenant_id","expert_user_id","project_id");--> statement-breakpoint
CREATE INDEX "selection_score_sheets_project_idx" ON "selection_score_sheets" USING btree ("tenant_id","project_id");