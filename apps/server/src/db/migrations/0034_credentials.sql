CREATE TABLE "credential_keys" (
	"tenant_id" integer NOT NULL,
	"kid" text NOT NULL,
	"algorithm" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "credential_keys_tenant_id_kid_pk" PRIMARY KEY("tenant_id","kid")
);
--> statement-breakpoint
CREATE TABLE "credential_status_counters" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer;--> statement-breakpoint
ALTER TABLE "credential_keys" ADD CONSTRAINT "credential_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_status_counters" ADD CONSTRAINT "credential_status_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_keys_active_key" ON "credential_keys" USING btree ("tenant_id") WHERE retired_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_list_key" ON "certificates" USING btree ("tenant_id","status_list_index") WHERE status_list_index is not null;