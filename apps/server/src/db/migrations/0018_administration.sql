CREATE TABLE "user_unit_moves" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_unit_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"from_org_unit_id" bigint NOT NULL,
	"to_org_unit_id" bigint NOT NULL,
	"moved_by_user_id" bigint,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_unit_moves_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "section_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "login_logo_file_tenant_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "login_logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "password_min_length" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "password_needs_letters_and_digits" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lockout_after_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lockout_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "idle_logout_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_unit_moves" ADD CONSTRAINT "user_unit_moves_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_unit_moves" ADD CONSTRAINT "user_unit_moves_tenant_id_from_org_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_org_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_unit_moves" ADD CONSTRAINT "user_unit_moves_tenant_id_to_org_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_org_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_unit_moves_user_idx" ON "user_unit_moves" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (yx_grams(lower(name || chr(31) || username || chr(31) || coalesce(phone, ''))));--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_phone_key" ON "users" USING btree ("tenant_id","phone") WHERE "users"."phone" is not null;