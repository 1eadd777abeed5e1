import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A school or an administrative unit. `path` lists the ids from the root down, e.g. `/1/4/`. */
export const orgUnits = pgTable(
  'org_units',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    /** 1 school, 2 district, 3 city, 4 province, 5 national. */
    level: smallint('level').notNull(),
    /** Materialised ancestry so "is this unit under mine" is a prefix test, not a recursive query. */
    path: text('path').notNull(),
    /** A school's sections (学段 codes from the base codes), kept when the school is renamed or moved. */
    sectionCodes: text('section_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When district staff closed the unit: it stays for history but takes no new accounts or units. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Optimistic concurrency for staff edits. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index('org_units_path_idx').on(t.tenantId, t.path),
  ],
);
