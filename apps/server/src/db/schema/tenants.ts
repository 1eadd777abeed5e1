import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A district (or the demo) running its own copy of the platform; found from the page's hostname. */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    appId: text('app_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    districtCode: text('district_code').notNull(),
    /** Hostnames the tenant is served at, matched exactly against the page's hostname. */
    hostnames: text('hostnames').array().notNull(),
    /** The path of the login logo, also the page icon (spec 3); null: the default favicon. */
    loginLogo: text('login_logo'),
    /**
     * The uploaded logo behind `loginLogo` (files, purpose `logo`) and the tenant holding that file: platform staff
     * upload it in their own tenant for any tenant. Null while the logo is a shipped one or none.
     */
    loginLogoFileTenantId: integer('login_logo_file_tenant_id'),
    loginLogoFileId: uuid('login_logo_file_id'),
    defaultLocale: text('default_locale').notNull().default('zh-CN'),
    isDemo: boolean('is_demo').notNull().default(false),
    // The sign-in policy (contract sign-in-policy.ts); the defaults are DEFAULT_SIGN_IN_POLICY, today's behaviour.
    passwordMinLength: integer('password_min_length').notNull().default(8),
    passwordNeedsLettersAndDigits: boolean('password_needs_letters_and_digits').notNull().default(true),
    /** Failed sign-ins in a row from one address on one account name that lock that address out of it; 0 never locks. */
    lockoutAfterFailures: integer('lockout_after_failures').notNull().default(0),
    lockoutMinutes: integer('lockout_minutes').notNull().default(15),
    /** Idle minutes after which the web client signs out holders of the idle-logout role. */
    idleLogoutMinutes: integer('idle_logout_minutes').notNull().default(15),
    /** Raised by every settings change, so two staff editing one tenant cannot overwrite each other unseen. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_slug_key').on(t.slug),
    uniqueIndex('tenants_app_id_key').on(t.appId),
    uniqueIndex('tenants_district_code_key').on(t.districtCode),
  ],
);
