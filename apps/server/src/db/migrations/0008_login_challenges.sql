CREATE TABLE "login_challenge_uses" (
	"tenant_id" integer NOT NULL,
	"challenge_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_challenge_uses_tenant_id_challenge_id_pk" PRIMARY KEY("tenant_id","challenge_id")
);
--> statement-breakpoint
CREATE INDEX "login_challenge_uses_expiry_idx" ON "login_challenge_uses" USING btree ("expires_at");