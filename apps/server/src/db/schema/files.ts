import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * An uploaded file: who owns it, what it is for and where its bytes are. The bytes live in the blob store under
 * `storage_key`; `content_type` is what the server sniffed from them, never what the client claimed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: integer('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    /** What the file is for ('evidence', ...); decides which types were accepted. */
    purpose: text('purpose').notNull(),
    /** The file name the uploader's device gave, cleaned of paths and control characters. */
    originalName: text('original_name').notNull(),
    /** Sniffed from the first bytes. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes; also the ETag. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUserId], foreignColumns: [users.tenantId, users.id] }),
    index('stored_files_owner_idx').on(t.tenantId, t.ownerUserId),
  ],
);
