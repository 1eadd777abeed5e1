CREATE TABLE "privacy_erasure_requests" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "privacy_erasure_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"erased_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "privacy_erasure_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "privacy_notice_acceptances" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"notice_version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_notice_acceptances_tenant_id_user_id_notice_version_pk" PRIMARY KEY("tenant_id","user_id","notice_version")
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"notice_version" integer DEFAULT 0 NOT NULL,
	"notice_text" text DEFAULT '' NOT NULL,
	"sign_in_history_days" integer DEFAULT 180 NOT NULL,
	"export_archive_days" integer DEFAULT 7 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_erasure_requests" ADD CONSTRAINT "privacy_erasure_requests_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notice_acceptances" ADD CONSTRAINT "privacy_notice_acceptances_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_erasure_requests_open_key" ON "privacy_erasure_requests" USING btree ("tenant_id","user_id") WHERE "privacy_erasure_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "privacy_erasure_requests_queue_idx" ON "privacy_erasure_requests" USING btree ("tenant_id","status","requested_at");