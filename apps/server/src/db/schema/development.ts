import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A step of a tenant's career-phase ladder (novice, competent, backbone, ...). */
export const careerPhases = pgTable(
  'career_phases',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Position on the ladder, 1 lowest. */
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] }), uniqueIndex('career_phases_rank_key').on(t.tenantId, t.rank)],
);
