CREATE TABLE "open_classes" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "open_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"teacher_name" text NOT NULL,
	"school_name" text NOT NULL,
	"section_code" text NOT NULL,
	"subject_code" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"video_file_id" uuid NOT NULL,
	"duration_seconds" integer NOT NULL,
	"cover_file_id" uuid,
	"published" boolean DEFAULT true NOT NULL,
	"recommended_by" bigint NOT NULL,
	"recommended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_classes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "studio_members" (
	"tenant_id" integer NOT NULL,
	"studio_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_members_tenant_id_studio_id_user_id_pk" PRIMARY KEY("tenant_id","studio_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "studios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lead_user_id" bigint NOT NULL,
	"section_code" text,
	"subject_code" text,
	"cover_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studios_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_enrolments" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"programme_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"order_id" bigint,
	"reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_enrolments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_order_items" (
	"tenant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"programme_id" bigint NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "training_order_items_tenant_id_order_id_programme_id_pk" PRIMARY KEY("tenant_id","order_id","programme_id")
);
--> statement-breakpoint
CREATE TABLE "training_orders" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"confirmed_by" bigint,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_programmes" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"organiser_unit_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"section_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_school_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"enrol_mode" text NOT NULL,
	"enrol_start" timestamp with time zone NOT NULL,
	"enrol_end" timestamp with time zone NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"credit_hours" numeric(5, 1) NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"cover_file_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"studio_id" bigint,
	"linked_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "training_programmes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_unit_completions" (
	"tenant_id" integer NOT NULL,
	"unit_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"recorded_by" bigint,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_unit_completions_tenant_id_unit_id_user_id_pk" PRIMARY KEY("tenant_id","unit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_units" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"programme_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_id" uuid,
	"duration_seconds" integer,
	"min_view_seconds" integer,
	"credit_hours" numeric(5, 1) NOT NULL,
	"location" text,
	"session_starts_at" timestamp with time zone,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_studio_fk" FOREIGN KEY ("tenant_id","studio_id") REFERENCES "public"."studios"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_lead_fk" FOREIGN KEY ("tenant_id","lead_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_programme_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_order_items" ADD CONSTRAINT "training_order_items_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."training_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_order_items" ADD CONSTRAINT "training_order_items_programme_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_orders" ADD CONSTRAINT "training_orders_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programmes" ADD CONSTRAINT "training_programmes_organiser_fk" FOREIGN KEY ("tenant_id","organiser_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programmes" ADD CONSTRAINT "training_programmes_studio_fk" FOREIGN KEY ("tenant_id","studio_id") REFERENCES "public"."studios"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unit_completions" ADD CONSTRAINT "training_unit_completions_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_units" ADD CONSTRAINT "training_units_programme_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_classes_list_idx" ON "open_classes" USING btree ("tenant_id","published","recommended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_programme_user_key" ON "training_enrolments" USING btree ("tenant_id","programme_id","user_id");--> statement-breakpoint
CREATE INDEX "training_enrolments_user_idx" ON "training_enrolments" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "training_enrolments_status_idx" ON "training_enrolments" USING btree ("tenant_id","programme_id","status");--> statement-breakpoint
CREATE INDEX "training_order_items_programme_idx" ON "training_order_items" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_orders_no_key" ON "training_orders" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "training_orders_idempotency_key" ON "training_orders" USING btree ("tenant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "training_orders_user_idx" ON "training_orders" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_orders_pending_idx" ON "training_orders" USING btree ("tenant_id","expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "training_programmes_catalogue_idx" ON "training_programmes" USING btree ("tenant_id","kind","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_programmes_sections_idx" ON "training_programmes" USING gin ("section_codes");--> statement-breakpoint
CREATE INDEX "training_programmes_subjects_idx" ON "training_programmes" USING gin ("subject_codes");--> statement-breakpoint
CREATE INDEX "training_programmes_organiser_idx" ON "training_programmes" USING btree ("tenant_id","organiser_unit_id");--> statement-breakpoint
CREATE INDEX "training_unit_completions_user_idx" ON "training_unit_completions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "training_units_programme_idx" ON "training_units" USING btree ("tenant_id","programme_id","position");--> statement-breakpoint
CREATE INDEX "training_units_file_idx" ON "training_units" USING btree ("tenant_id","file_id");