CREATE TABLE "selection_applications" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"org_unit_id" bigint NOT NULL,
	"group_id" bigint,
	"applicant" jsonb NOT NULL,
	"review_instance_id" bigint,
	"recommended_at" timestamp with time zone,
	"result" text,
	"result_stage" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "selection_applications_result_check" CHECK ("selection_applications"."result" is null or "selection_applications"."result" in ('selected', 'notSelected'))
);
--> statement-breakpoint
CREATE TABLE "selection_groups" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"section_code" text NOT NULL,
	"subject_code" text,
	"quota" integer,
	"sort" integer NOT NULL,
	CONSTRAINT "selection_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "selection_item_values" (
	"tenant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"value" jsonb,
	"self_score" numeric(7, 1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_item_values_tenant_id_application_id_item_id_pk" PRIMARY KEY("tenant_id","application_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "selection_items" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"parent_id" bigint,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"max_score" numeric(7, 1) DEFAULT 0 NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "selection_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "selection_items_kind_check" CHECK ("selection_items"."kind" in ('section', 'text', 'number', 'choice', 'file', 'record')),
	CONSTRAINT "selection_items_shape_check" CHECK (("selection_items"."kind" = 'section') = ("selection_items"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "selection_projects" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_org_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"apply_scope" text NOT NULL,
	"self_review" text NOT NULL,
	"score_aggregation" text DEFAULT 'mean' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"eligibility" jsonb NOT NULL,
	"school_quota" integer,
	"copied_from_id" bigint,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_projects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "selection_projects_state_check" CHECK ("selection_projects"."state" in ('draft', 'published', 'closed')),
	CONSTRAINT "selection_projects_window_check" CHECK ("selection_projects"."starts_at" < "selection_projects"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "selection_applications" ADD CONSTRAINT "selection_applications_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_applications" ADD CONSTRAINT "selection_applications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_applications" ADD CONSTRAINT "selection_applications_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."selection_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_groups" ADD CONSTRAINT "selection_groups_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_item_values" ADD CONSTRAINT "selection_item_values_application_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."selection_applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_item_values" ADD CONSTRAINT "selection_item_values_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."selection_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_items" ADD CONSTRAINT "selection_items_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."selection_projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_items" ADD CONSTRAINT "selection_items_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."selection_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_projects" ADD CONSTRAINT "selection_projects_owner_fk" FOREIGN KEY ("tenant_id","owner_org_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_applications_user_key" ON "selection_applications" USING btree ("tenant_id","project_id","user_id");--> statement-breakpoint
CREATE INDEX "selection_applications_quota_idx" ON "selection_applications" USING btree ("tenant_id","project_id","org_unit_id","group_id");--> statement-breakpoint
CREATE INDEX "selection_applications_review_idx" ON "selection_applications" USING btree ("tenant_id","review_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_groups_sort_key" ON "selection_groups" USING btree ("tenant_id","project_id","sort");--> statement-breakpoint
CREATE INDEX "selection_items_project_idx" ON "selection_items" USING btree ("tenant_id","project_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "selection_projects_state_idx" ON "selection_projects" USING btree ("tenant_id","state","ends_at");