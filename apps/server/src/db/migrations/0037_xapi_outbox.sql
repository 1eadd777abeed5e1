CREATE TABLE "xapi_settings" (
	"tenant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error_problem" text,
	"last_error_status" integer,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "xapi_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"tenant_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"statement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "xapi_statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "xapi_settings" ADD CONSTRAINT "xapi_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xapi_statements_pending_idx" ON "xapi_statements" USING btree ("tenant_id","created_at") WHERE "xapi_statements"."sent_at" is null;