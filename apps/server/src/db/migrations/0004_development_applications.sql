CREATE TABLE "development_applications" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "development_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"section_code" text NOT NULL,
	"post_type_code" text NOT NULL,
	"phase_code" text NOT NULL,
	"from_phase_code" text NOT NULL,
	"statement" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"review_instance_id" bigint,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "development_applications" ADD CONSTRAINT "development_applications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_applications_user_idx" ON "development_applications" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "development_applications_review_idx" ON "development_applications" USING btree ("tenant_id","review_instance_id");