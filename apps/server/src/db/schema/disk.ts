import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';

/**
 * One stored content of the resource disk, by its SHA-256 within a tenant: identical bytes uploaded by any number of
 * people are stored once. `ref_count` counts the resources naming it; it changes only under the row's lock (an
 * upsert or a guarded update), so the bytes are deleted exactly when the last resource is purged, and an upload of the
 * same content racing that purge either keeps the row alive or inserts a fresh one with its own bytes.
 */
export const diskBlobs = pgTable(
  'disk_blobs',
  {
    tenantId: integer('tenant_id').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Sniffed from the first bytes. */
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    refCount: integer('ref_count').notNull(),
    /**
     * The PDF preview of an Office document: null (not an Office file), 'pending' (the conversion job is queued),
     * 'ready', 'failed' (LibreOffice could not convert it) or 'notEnabled' (no LibreOffice when the job ran).
     */
    pdfStatus: text('pdf_status'),
    pdfStorageKey: text('pdf_storage_key'),
    pdfSize: bigint('pdf_size', { mode: 'number' }),
    pdfSha256: text('pdf_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] }), check('disk_blobs_ref_count_check', sql`${t.refCount} >= 0`)],
);

/** A folder of a person's disk. Deleting it puts it (and everything in it) in the recycle bin. */
export const diskFolders = pgTable(
  'disk_folders',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'disk_folders_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'cascade',
    ),
    // One live folder of a name in a place (case-insensitive); the top level is parent 0 here.
    uniqueIndex('disk_folders_name_key')
      .on(t.tenantId, t.ownerUserId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A resource: its fields and one file, whose bytes are the blob `blob_sha256`. `owner_unit_id` is the unit whose
 * school quota it counts against (the owner's unit when it was created). Deleted resources keep their row (and
 * count against the quota) in the recycle bin until purged, by the owner or the sweep after the retention days.
 */
export const diskResources = pgTable(
  'disk_resources',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    folderId: bigint('folder_id', { mode: 'number' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sectionCode: text('section_code'),
    subjectCode: text('subject_code'),
    /** lessonPlan, courseware, video, exercise, paper, other. */
    resourceType: text('resource_type').notNull(),
    fileName: text('file_name').notNull(),
    blobSha256: text('blob_sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    /** pdf, image, video, audio, text, office, none: decided from the sniffed type and, for Office, the name. */
    previewKind: text('preview_kind').notNull(),
    version: integer('version').notNull().default(1),
    /**
     * What the keyword searches: title, tags and file name, lower-cased and joined by U+001F, with its unigrams and
     * bigrams under a GIN index (yx_grams); both set by a trigger (hand-written in the migration).
     */
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({
      name: 'disk_resources_folder_fk',
      columns: [t.tenantId, t.folderId],
      foreignColumns: [diskFolders.tenantId, diskFolders.id],
    }),
    foreignKey({
      name: 'disk_resources_blob_fk',
      columns: [t.tenantId, t.blobSha256],
      foreignColumns: [diskBlobs.tenantId, diskBlobs.sha256],
    }),
    // One per sort of a folder's live resources, so a page is read off the index in order and a cursor resumes anywhere.
    index('disk_resources_newest_idx')
      .on(t.tenantId, t.ownerUserId, t.folderId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('disk_resources_title_idx')
      .on(t.tenantId, t.ownerUserId, t.folderId, t.title, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('disk_resources_size_idx')
      .on(t.tenantId, t.ownerUserId, t.folderId, t.size.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('disk_resources_recycle_idx')
      .on(t.tenantId, t.ownerUserId, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    // The sweep: everything deleted before a moment, across owners.
    index('disk_resources_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('disk_resources_search_idx').using('gin', t.searchGrams),
    index('disk_resources_blob_idx').on(t.tenantId, t.blobSha256),
  ],
);

/**
 * Bytes counted against a quota: `kind` 'user' (owner_id a user) or 'unit' (owner_id the org unit, a school).
 * `used_bytes` are resources (live and recycled); `reserved_bytes` uploads under way, reserved at their creation by
 * a guarded update so that two uploads together exceeding the limit cannot both start.
 */
export const diskUsage = pgTable(
  'disk_usage',
  {
    tenantId: integer('tenant_id').notNull(),
    kind: text('kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
    reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.ownerId] }),
    check('disk_usage_used_check', sql`${t.usedBytes} >= 0`),
    check('disk_usage_reserved_check', sql`${t.reservedBytes} >= 0`),
  ],
);

/** A tenant's quota settings: `scope` 'role' (a user holding `role`) or 'school' (`role` is ''). */
export const diskQuotaRules = pgTable(
  'disk_quota_rules',
  {
    tenantId: integer('tenant_id').notNull(),
    scope: text('scope').notNull(),
    role: text('role').notNull(),
    limitBytes: bigint('limit_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.role] })],
);

/**
 * A tus upload under way (or finished: `resource_id`). `reserved_bytes` is what it holds of the user's and unit's
 * quota until it finishes (the bytes then count as used) or expires (released by the sweep).
 */
export const diskUploads = pgTable(
  'disk_uploads',
  {
    tenantId: integer('tenant_id').notNull(),
    /** The tus upload id (random, from the tus server). */
    id: text('id').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull(),
    folderId: bigint('folder_id', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    title: text('title').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bytes last arrived; an upload idle past the expiry is removed with its part file and reservation. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUserId], foreignColumns: [users.tenantId, users.id] }),
    index('disk_uploads_touched_idx')
      .on(t.touchedAt)
      .where(sql`${t.resourceId} is null`),
  ],
);

/** An issue (下发): resources sent by staff to people below them, with a message and an optional deadline. */
export const diskIssues = pgTable(
  'disk_issues',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    issuerUserId: bigint('issuer_user_id', { mode: 'number' }).notNull(),
    issuerUnitId: bigint('issuer_unit_id', { mode: 'number' }).notNull(),
    /** The folder's name for a folder issue (folderTitle), else the first resource's title; kept so lists need no join. */
    title: text('title').notNull(),
    /** Exactly one folder and no loose resources: pages and messages read the title as that folder with its file count. */
    folderTitle: boolean('folder_title').notNull().default(false),
    message: text('message').notNull(),
    ackDeadline: timestamp('ack_deadline', { withTimezone: true }),
    /** The target as chosen (schools, sections, subjects, teachers), for the record. */
    target: jsonb('target').notNull(),
    resourceCount: integer('resource_count').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.issuerUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.issuerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    index('disk_issues_issuer_idx').on(t.tenantId, t.issuerUserId, t.id.desc()),
  ],
);

/** A resource of an issue; purging the resource takes it out of the issue. */
export const diskIssueItems = pgTable(
  'disk_issue_items',
  {
    tenantId: integer('tenant_id').notNull(),
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    resourceId: bigint('resource_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.issueId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.issueId], foreignColumns: [diskIssues.tenantId, diskIssues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [diskResources.tenantId, diskResources.id] }).onDelete('cascade'),
    index('disk_issue_items_resource_idx').on(t.tenantId, t.resourceId),
  ],
);

/** A recipient of an issue (one row per person: delivered) and how far they have come. */
export const diskIssueRecipients = pgTable(
  'disk_issue_recipients',
  {
    tenantId: integer('tenant_id').notNull(),
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.issueId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.issueId], foreignColumns: [diskIssues.tenantId, diskIssues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // The received list: unread first, then newest.
    index('disk_issue_recipients_user_idx').on(t.tenantId, t.userId, sql`(${t.openedAt} is null) desc`, t.issueId.desc()),
  ],
);
