CREATE TABLE "course_post_votes" (
	"tenant_id" integer NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_post_votes_tenant_id_post_id_user_id_pk" PRIMARY KEY("tenant_id","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_posts" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "course_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_type" text NOT NULL,
	"course_id" bigint NOT NULL,
	"question_id" bigint,
	"author_user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"by_lecturer" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" bigint,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_posts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_ratings" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "course_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_type" text NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"stars" smallint NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" bigint,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_reports" (
	"tenant_id" integer NOT NULL,
	"target" text NOT NULL,
	"target_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reports_tenant_id_target_target_id_user_id_pk" PRIMARY KEY("tenant_id","target","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "open_class_viewers" (
	"tenant_id" integer NOT NULL,
	"open_class_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_class_viewers_tenant_id_open_class_id_user_id_pk" PRIMARY KEY("tenant_id","open_class_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "course_post_votes" ADD CONSTRAINT "course_post_votes_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."course_posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_post_votes" ADD CONSTRAINT "course_post_votes_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_question_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."course_posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_posts" ADD CONSTRAINT "course_posts_author_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reports" ADD CONSTRAINT "course_reports_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_class_viewers" ADD CONSTRAINT "open_class_viewers_class_fk" FOREIGN KEY ("tenant_id","open_class_id") REFERENCES "public"."open_classes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_class_viewers" ADD CONSTRAINT "open_class_viewers_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_posts_questions_idx" ON "course_posts" USING btree ("tenant_id","course_type","course_id","helpful_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE question_id is null;--> statement-breakpoint
CREATE INDEX "course_posts_answers_idx" ON "course_posts" USING btree ("tenant_id","question_id","id") WHERE question_id is not null;--> statement-breakpoint
CREATE INDEX "course_posts_author_idx" ON "course_posts" USING btree ("tenant_id","author_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_posts_moderation_idx" ON "course_posts" USING btree ("tenant_id","report_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE report_count > 0 or hidden_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_ratings_teacher_key" ON "course_ratings" USING btree ("tenant_id","course_type","course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_ratings_moderation_idx" ON "course_ratings" USING btree ("tenant_id","report_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE report_count > 0 or hidden_at is not null;