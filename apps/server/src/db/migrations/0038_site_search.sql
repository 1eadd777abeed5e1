CREATE TABLE "search_recent" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_recent_tenant_id_user_id_keyword_pk" PRIMARY KEY("tenant_id","user_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yx_grams(lower(title || chr(31) || left(body_text, 2000)))) STORED;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yx_grams(lower(title || chr(31) || left(body_text, 2000)))) STORED;--> statement-breakpoint
ALTER TABLE "selection_projects" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yx_grams(lower(title || chr(31) || left(description, 2000)))) STORED;--> statement-breakpoint
ALTER TABLE "topic_calls" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yx_grams(lower(title || chr(31) || left(description, 2000)))) STORED;--> statement-breakpoint
ALTER TABLE "open_classes" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yx_grams(lower(title || chr(31) || teacher_name || chr(31) || school_name || chr(31) || left(summary, 2000)))) STORED;--> statement-breakpoint
ALTER TABLE "search_recent" ADD CONSTRAINT "search_recent_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_recent_user_idx" ON "search_recent" USING btree ("tenant_id","user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "help_entries_search_idx" ON "help_entries" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "notices_search_idx" ON "notices" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "selection_projects_search_idx" ON "selection_projects" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "topic_calls_search_idx" ON "topic_calls" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "open_classes_search_idx" ON "open_classes" USING gin ("search_grams");