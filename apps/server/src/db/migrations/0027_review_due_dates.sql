ALTER TABLE "review_instances" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Backfilled by hand (drizzle-kit writes only the column): the deadlines the domains already record, a selection
-- project's and a topic call's window end, for the reviews of their applications; the other reviews have none.
UPDATE "review_instances" ri SET "due_at" = p."ends_at"
FROM "selection_applications" a
JOIN "selection_projects" p ON p."tenant_id" = a."tenant_id" AND p."id" = a."project_id"
WHERE ri."subject_type" = 'selection_application' AND a."tenant_id" = ri."tenant_id" AND a."review_instance_id" = ri."id";--> statement-breakpoint
UPDATE "review_instances" ri SET "due_at" = c."ends_at"
FROM "topic_applications" a
JOIN "topic_calls" c ON c."tenant_id" = a."tenant_id" AND c."id" = a."call_id"
WHERE ri."subject_type" = 'topic_application' AND a."tenant_id" = ri."tenant_id" AND a."review_instance_id" = ri."id";
