CREATE TABLE "notification_channel_settings" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_channel_settings_tenant_id_user_id_channel_pk" PRIMARY KEY("tenant_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"tenant_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_tenant_id_message_id_user_id_channel_pk" PRIMARY KEY("tenant_id","message_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notification_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text NOT NULL,
	"object_ref" text,
	"audience" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone,
	"recipient_count" integer,
	CONSTRAINT "notification_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_tenant_id_user_id_message_id_pk" PRIMARY KEY("tenant_id","user_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "notification_channel_settings" ADD CONSTRAINT "notification_channel_settings_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_message_id_notification_messages_tenant_id_id_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."notification_messages"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST,"message_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_id") WHERE "notifications"."read_at" is null;