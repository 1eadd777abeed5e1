CREATE TABLE "backbone_applications" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "backbone_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"statement" text NOT NULL,
	"record_ids" bigint[] NOT NULL,
	"review_instance_id" bigint,
	"granted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backbone_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "growth_files" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"generated_by" bigint NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest" text NOT NULL,
	"records" jsonb NOT NULL,
	CONSTRAINT "growth_files_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "backbone_applications" ADD CONSTRAINT "backbone_applications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_files" ADD CONSTRAINT "growth_files_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backbone_applications_user_idx" ON "backbone_applications" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "backbone_applications_review_idx" ON "backbone_applications" USING btree ("tenant_id","review_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_files_content_key" ON "growth_files" USING btree ("tenant_id","user_id","digest");