CREATE TABLE "profile_records" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "profile_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"occurred_on" date NOT NULL,
	"level" smallint,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"state" text DEFAULT 'unverified' NOT NULL,
	"reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "profile_records_state_check" CHECK ("profile_records"."state" in ('unverified', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "profile_records" ADD CONSTRAINT "profile_records_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_records_user_kind_idx" ON "profile_records" USING btree ("tenant_id","user_id","kind","occurred_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_records_queue_idx" ON "profile_records" USING btree ("tenant_id","state","id");--> statement-breakpoint
CREATE INDEX "profile_records_queue_kind_idx" ON "profile_records" USING btree ("tenant_id","state","kind","id");--> statement-breakpoint
CREATE INDEX "profile_records_evidence_idx" ON "profile_records" USING gin ("evidence_file_ids");