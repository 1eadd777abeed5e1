ALTER TABLE "tenants" ADD COLUMN "login_logo_file_tenant_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "login_logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "password_min_length" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "password_needs_letters_and_digits" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lockout_after_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lockout_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "idle_logout_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;