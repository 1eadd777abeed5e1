import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    loginLogo: text('login_logo'),
    defaultLocale: text('default_locale').notNull().default('zh-CN'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_slug_key').on(t.slug),
    uniqueIndex('tenants_app_id_key').on(t.appId),
    uniqueIndex('tenants_district_code_key').on(t.districtCode),
  ],
);
