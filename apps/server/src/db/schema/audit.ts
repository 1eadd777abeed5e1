import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what and when: every staff write, review decision and security event. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** Dotted verb, e.g. `auth.password_changed`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('audit_log_entity_idx').on(t.tenantId, t.entityType, t.entityId)],
);
