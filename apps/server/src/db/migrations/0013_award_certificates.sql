ALTER TABLE "certificates" ADD COLUMN "award_honour" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "award_level" text;