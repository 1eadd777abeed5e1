CREATE TABLE "quick_login_settings" (
	"tenant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"jwks_uri" text,
	"ticket_url" text,
	"max_ticket_seconds" integer DEFAULT 300 NOT NULL,
	CONSTRAINT "quick_login_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "quick_login_ticket_uses" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" text NOT NULL,
	"user_id" bigint,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quick_login_ticket_uses_tenant_id_kind_ticket_id_pk" PRIMARY KEY("tenant_id","kind","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_account_links" (
	"tenant_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"nickname" text,
	"bound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_account_links_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_auth_states" (
	"tenant_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" bigint,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_auth_states_tenant_id_state_hash_pk" PRIMARY KEY("tenant_id","state_hash")
);
--> statement-breakpoint
ALTER TABLE "quick_login_settings" ADD CONSTRAINT "quick_login_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_login_ticket_uses" ADD CONSTRAINT "quick_login_ticket_uses_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_account_links" ADD CONSTRAINT "wechat_account_links_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_login_ticket_uses_expiry_idx" ON "quick_login_ticket_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_account_links_openid_key" ON "wechat_account_links" USING btree ("tenant_id","openid");--> statement-breakpoint
CREATE INDEX "wechat_auth_states_expiry_idx" ON "wechat_auth_states" USING btree ("expires_at");