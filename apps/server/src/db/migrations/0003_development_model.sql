CREATE TABLE "condition_files" (
	"tenant_id" integer NOT NULL,
	"post_type_code" text NOT NULL,
	"phase_code" text NOT NULL,
	"condition_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"required" boolean NOT NULL,
	"kinds" text[] NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "condition_files_pk" PRIMARY KEY("tenant_id","post_type_code","phase_code","condition_code","code")
);
--> statement-breakpoint
CREATE TABLE "development_model_seeds" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "development_types" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "development_types_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "phase_conditions" (
	"tenant_id" integer NOT NULL,
	"post_type_code" text NOT NULL,
	"phase_code" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"params" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "phase_conditions_pk" PRIMARY KEY("tenant_id","post_type_code","phase_code","code")
);
--> statement-breakpoint
CREATE TABLE "post_type_phases" (
	"tenant_id" integer NOT NULL,
	"post_type_code" text NOT NULL,
	"phase_code" text NOT NULL,
	CONSTRAINT "post_type_phases_pk" PRIMARY KEY("tenant_id","post_type_code","phase_code")
);
--> statement-breakpoint
CREATE TABLE "post_type_sections" (
	"tenant_id" integer NOT NULL,
	"post_type_code" text NOT NULL,
	"section_code" text NOT NULL,
	CONSTRAINT "post_type_sections_pk" PRIMARY KEY("tenant_id","post_type_code","section_code")
);
--> statement-breakpoint
CREATE TABLE "post_types" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"development_type_code" text,
	CONSTRAINT "post_types_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "teacher_development_types" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"section_code" text NOT NULL,
	"development_type_code" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_development_types_pk" PRIMARY KEY("tenant_id","user_id","section_code")
);
--> statement-breakpoint
ALTER TABLE "condition_files" ADD CONSTRAINT "condition_files_condition_fk" FOREIGN KEY ("tenant_id","post_type_code","phase_code","condition_code") REFERENCES "public"."phase_conditions"("tenant_id","post_type_code","phase_code","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_model_seeds" ADD CONSTRAINT "development_model_seeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_types" ADD CONSTRAINT "development_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_conditions" ADD CONSTRAINT "phase_conditions_phase_fk" FOREIGN KEY ("tenant_id","post_type_code","phase_code") REFERENCES "public"."post_type_phases"("tenant_id","post_type_code","phase_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_type_phases" ADD CONSTRAINT "post_type_phases_post_type_fk" FOREIGN KEY ("tenant_id","post_type_code") REFERENCES "public"."post_types"("tenant_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_type_phases" ADD CONSTRAINT "post_type_phases_phase_fk" FOREIGN KEY ("tenant_id","phase_code") REFERENCES "public"."career_phases"("tenant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_type_sections" ADD CONSTRAINT "post_type_sections_post_type_fk" FOREIGN KEY ("tenant_id","post_type_code") REFERENCES "public"."post_types"("tenant_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_types" ADD CONSTRAINT "post_types_development_type_fk" FOREIGN KEY ("tenant_id","development_type_code") REFERENCES "public"."development_types"("tenant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_development_types" ADD CONSTRAINT "teacher_development_types_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_development_types" ADD CONSTRAINT "teacher_development_types_type_fk" FOREIGN KEY ("tenant_id","development_type_code") REFERENCES "public"."development_types"("tenant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_type_sections_section_idx" ON "post_type_sections" USING btree ("tenant_id","section_code");--> statement-breakpoint
CREATE INDEX "teacher_development_types_type_idx" ON "teacher_development_types" USING btree ("tenant_id","development_type_code");