CREATE TABLE "certificates" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"programme_id" bigint,
	"source" text NOT NULL,
	"teacher_name" text NOT NULL,
	"title" text NOT NULL,
	"hours" numeric(6, 1) NOT NULL,
	"issuer_unit_id" bigint NOT NULL,
	"issuer_name" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"issued_by" bigint,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_hour_categories" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_hour_categories_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "learning_hour_declarations" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "learning_hour_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"declared_by" bigint NOT NULL,
	"title" text NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"hours" numeric(6, 1) NOT NULL,
	"activity_on" date NOT NULL,
	"evidence_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"review_instance_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_hour_declarations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_hour_entries" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "learning_hour_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"programme_id" bigint,
	"title" text NOT NULL,
	"hours" numeric(6, 1) NOT NULL,
	"category" text NOT NULL,
	"year" smallint NOT NULL,
	"credited_on" date NOT NULL,
	"reverses_entry_id" bigint,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_hour_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_requirements" (
	"tenant_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"total_hours" numeric(6, 1) NOT NULL,
	"category_minimums" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_requirements_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "learning_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"completion_share" numeric(3, 2) DEFAULT 0.95 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_watch_states" (
	"tenant_id" integer NOT NULL,
	"unit_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"last_seq" bigint,
	"last_sent_at" bigint,
	"last_position" double precision,
	"last_visible" boolean,
	"started_at" bigint,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_watch_states_tenant_id_unit_id_user_id_pk" PRIMARY KEY("tenant_id","unit_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "training_programmes" ADD COLUMN "hours_category" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_programme_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."training_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issuer_fk" FOREIGN KEY ("tenant_id","issuer_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_hour_declarations" ADD CONSTRAINT "learning_hour_declarations_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_hour_entries" ADD CONSTRAINT "learning_hour_entries_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD CONSTRAINT "lesson_watch_states_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."training_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch_states" ADD CONSTRAINT "lesson_watch_states_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_programme_user_key" ON "certificates" USING btree ("tenant_id","programme_id","user_id") WHERE source = 'programme';--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "certificates_programme_idx" ON "certificates" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "learning_hour_declarations_user_idx" ON "learning_hour_declarations" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_hour_entries_source_key" ON "learning_hour_entries" USING btree ("tenant_id","user_id","source","source_ref","attempt") WHERE source <> 'reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "learning_hour_entries_reversal_key" ON "learning_hour_entries" USING btree ("tenant_id","reverses_entry_id") WHERE reverses_entry_id is not null;--> statement-breakpoint
CREATE INDEX "learning_hour_entries_user_year_idx" ON "learning_hour_entries" USING btree ("tenant_id","user_id","year");--> statement-breakpoint
CREATE INDEX "learning_hour_entries_year_idx" ON "learning_hour_entries" USING btree ("tenant_id","year","user_id");