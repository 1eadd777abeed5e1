CREATE TABLE "identity_providers" (
	"tenant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text[] DEFAULT '{openid}'::text[] NOT NULL,
	"identifier" text NOT NULL,
	"claim_name" text NOT NULL,
	"unknown_people" text DEFAULT 'refuse' NOT NULL,
	"provision_unit_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_providers_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "portal_account_links" (
	"tenant_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_account_links_tenant_id_issuer_subject_pk" PRIMARY KEY("tenant_id","issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"tenant_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"portal_sid" text,
	"id_token" text NOT NULL,
	"post_logout_redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_sessions_tenant_id_session_id_pk" PRIMARY KEY("tenant_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "portal_sign_in_flows" (
	"tenant_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_sign_in_flows_tenant_id_state_hash_pk" PRIMARY KEY("tenant_id","state_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identifiers" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "user_identifiers_tenant_id_kind_value_pk" PRIMARY KEY("tenant_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_tenant_id_provision_unit_id_org_units_tenant_id_id_fk" FOREIGN KEY ("tenant_id","provision_unit_id") REFERENCES "public"."org_units"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_account_links" ADD CONSTRAINT "portal_account_links_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_tenant_id_session_id_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identifiers" ADD CONSTRAINT "user_identifiers_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_account_links_user_key" ON "portal_account_links" USING btree ("tenant_id","issuer","user_id");--> statement-breakpoint
CREATE INDEX "portal_sessions_subject_idx" ON "portal_sessions" USING btree ("tenant_id","issuer","subject");--> statement-breakpoint
CREATE INDEX "portal_sessions_sid_idx" ON "portal_sessions" USING btree ("tenant_id","issuer","portal_sid");--> statement-breakpoint
CREATE INDEX "portal_sign_in_flows_expiry_idx" ON "portal_sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_identifiers_user_idx" ON "user_identifiers" USING btree ("tenant_id","user_id");