CREATE TABLE "privacy_export_requests" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "privacy_export_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size" bigint,
	CONSTRAINT "privacy_export_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "privacy_export_requests" ADD CONSTRAINT "privacy_export_requests_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_export_requests_open_key" ON "privacy_export_requests" USING btree ("tenant_id","user_id") WHERE "privacy_export_requests"."status" in ('queued', 'preparing');--> statement-breakpoint
CREATE INDEX "privacy_export_requests_user_idx" ON "privacy_export_requests" USING btree ("tenant_id","user_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_export_requests_list_idx" ON "privacy_export_requests" USING btree ("tenant_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_export_requests_expiry_idx" ON "privacy_export_requests" USING btree ("expires_at") WHERE "privacy_export_requests"."status" = 'ready';