import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  date,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';

/** A master-teacher studio (名师工作室): a lead master teacher, members and the programmes it runs. */
export const studios = pgTable(
  'studios',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    leadUserId: bigint('lead_user_id', { mode: 'number' }).notNull(),
    sectionCode: text('section_code'),
    subjectCode: text('subject_code'),
    coverFileId: uuid('cover_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'studios_lead_fk', columns: [t.tenantId, t.leadUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** Membership of a studio; the lead is a member with role `lead`. */
export const studioMembers = pgTable(
  'studio_members',
  {
    tenantId: integer('tenant_id').notNull(),
    studioId: bigint('studio_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'lead' or 'member'. */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.studioId, t.userId] }),
    foreignKey({
      name: 'studio_members_studio_fk',
      columns: [t.tenantId, t.studioId],
      foreignColumns: [studios.tenantId, studios.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'studio_members_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * A training programme of any kind (common, supermarket, fusion, special, studio, school). `seats_taken` counts
 * enrolled teachers plus pending orders holding a seat; it only moves in guarded updates
 * (`... WHERE capacity IS NULL OR seats_taken < capacity`), which is what stops two teachers taking the last seat.
 */
export const trainingProgrammes = pgTable(
  'training_programmes',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown. */
    description: text('description').notNull().default(''),
    organiserUnitId: bigint('organiser_unit_id', { mode: 'number' }).notNull(),
    /** 1 school .. 5 national. */
    level: smallint('level').notNull(),
    sectionCodes: text('section_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subjectCodes: text('subject_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty: the whole tenant. */
    targetSchoolIds: bigint('target_school_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** open, approval or purchase. */
    enrolMode: text('enrol_mode').notNull(),
    enrolStart: timestamp('enrol_start', { withTimezone: true }).notNull(),
    enrolEnd: timestamp('enrol_end', { withTimezone: true }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Null: unlimited. */
    capacity: integer('capacity'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    creditHours: numeric('credit_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** The learning-hours category its credits count towards (a code of `learning_hour_categories`). */
    hoursCategory: text('hours_category').notNull().default('professional'),
    priceCents: integer('price_cents').notNull().default(0),
    coverFileId: uuid('cover_file_id'),
    /** draft, published, closed, archived. */
    status: text('status').notNull().default('draft'),
    studioId: bigint('studio_id', { mode: 'number' }),
    /** Fusion: `[{ title, url }]` of linked research activities. */
    linkedActivities: jsonb('linked_activities')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Bumped by every edit and status change; edits name the version they read. */
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * What the catalogue's keyword searches: the title and the organiser's name, lower-cased, set by triggers
     * (migration 0014) when either changes, so a search needs no join.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The unigrams and bigrams of `search_text` (`yx_grams`, set by the same triggers), under a GIN index: a keyword
     * of any length narrows through it (Chinese keywords are often two characters, too short for trigrams). Kept as
     * a column, not an index expression, so a row's filter is an array test rather than recomputing the grams.
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'training_programmes_organiser_fk',
      columns: [t.tenantId, t.organiserUnitId],
      foreignColumns: [orgUnits.tenantId, orgUnits.id],
    }),
    foreignKey({
      name: 'training_programmes_studio_fk',
      columns: [t.tenantId, t.studioId],
      foreignColumns: [studios.tenantId, studios.id],
    }),
    // The catalogue: one kind, visible statuses, newest first.
    index('training_programmes_catalogue_idx').on(t.tenantId, t.kind, t.status, t.publishedAt.desc(), t.id.desc()),
    index('training_programmes_sections_idx').using('gin', t.sectionCodes),
    index('training_programmes_subjects_idx').using('gin', t.subjectCodes),
    index('training_programmes_organiser_idx').on(t.tenantId, t.organiserUnitId),
    // One per catalogue sort, over the visible statuses, so a page of a kind can be read off the index in order
    // instead of sorting every programme of the kind, and a cursor can resume from any row. "Popular" has one too:
    // enrolments are rare beside catalogue reads, so the cost it adds to them (no HOT update of seats) is worth it.
    index('training_programmes_cat_newest_idx')
      .on(t.tenantId, t.kind, t.publishedAt.desc().nullsLast(), t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('training_programmes_cat_starts_idx')
      .on(t.tenantId, t.kind, t.startsOn, t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('training_programmes_cat_hours_idx')
      .on(t.tenantId, t.kind, t.creditHours.desc(), t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('training_programmes_cat_price_idx')
      .on(t.tenantId, t.kind, t.priceCents, t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('training_programmes_cat_popular_idx')
      .on(t.tenantId, t.kind, t.seatsTaken.desc(), t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('training_programmes_search_idx').using('gin', t.searchGrams),
  ],
);

/**
 * How many committed transactions changed a tenant's programmes (any column, any row, including the search text an
 * organiser's rename rewrites). Bumped once per such transaction by a deferred trigger (migration `catalogue_version`),
 * so it moves in the same commit as the change and its row is locked only while that transaction commits. The
 * catalogue's page cache (modules/training/catalogue/catalogue-cache.ts) serves a page only while the version it was
 * read at is still current, which every process reads afresh with the caller's enrolments. No foreign key to
 * `tenants`: a tenant's removal deletes its programmes, whose trigger would otherwise write here while it goes.
 */
export const trainingCatalogueVersions = pgTable('training_catalogue_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last bumped `version` (pg_current_xact_id), so a transaction bumps it once however many rows it writes. */
  bumpedBy: bigint('bumped_by', { mode: 'number' }).notNull().default(0),
});

/** An ordered unit of a programme: a video lesson, a document lesson or an offline session. */
export const trainingUnits = pgTable(
  'training_units',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    programmeId: bigint('programme_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /** video, document or offline. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    fileId: uuid('file_id'),
    durationSeconds: integer('duration_seconds'),
    minViewSeconds: integer('min_view_seconds'),
    creditHours: numeric('credit_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    location: text('location'),
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }),
    /** Units removed from a programme that someone completed are kept, hidden, so completions keep their meaning. */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'training_units_programme_fk',
      columns: [t.tenantId, t.programmeId],
      foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id],
    }),
    index('training_units_programme_idx').on(t.tenantId, t.programmeId, t.position),
    index('training_units_file_idx').on(t.tenantId, t.fileId),
  ],
);

/** A teacher's enrolment in a programme; one per teacher and programme (a re-enrolment reuses the row). */
export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    programmeId: bigint('programme_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** pending, enrolled, rejected, cancelled. */
    status: text('status').notNull(),
    /** open, approval or order. */
    source: text('source').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('training_enrolments_programme_user_key').on(t.tenantId, t.programmeId, t.userId),
    foreignKey({
      name: 'training_enrolments_programme_fk',
      columns: [t.tenantId, t.programmeId],
      foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id],
    }),
    foreignKey({ name: 'training_enrolments_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('training_enrolments_user_idx').on(t.tenantId, t.userId, t.status),
    index('training_enrolments_status_idx').on(t.tenantId, t.programmeId, t.status),
  ],
);

/** A unit a teacher completed. Offline sessions complete when staff mark attendance; lessons in the learning issue. */
export const trainingUnitCompletions = pgTable(
  'training_unit_completions',
  {
    tenantId: integer('tenant_id').notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** attendance, watch, read, exam. */
    source: text('source').notNull(),
    recordedBy: bigint('recorded_by', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.unitId, t.userId] }),
    foreignKey({
      name: 'training_unit_completions_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [trainingUnits.tenantId, trainingUnits.id],
    }),
    index('training_unit_completions_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * A marketplace order. A pending order holds a seat until it is paid, cancelled or expires. The idempotency key
 * is unique per buyer, so a double click answers the first order.
 */
export const trainingOrders = pgTable(
  'training_orders',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, paid, cancelled, expired, refunded. */
    status: text('status').notNull(),
    /** free or offline (online providers later). */
    provider: text('provider').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('training_orders_no_key').on(t.tenantId, t.orderNo),
    uniqueIndex('training_orders_idempotency_key').on(t.tenantId, t.userId, t.idempotencyKey),
    foreignKey({ name: 'training_orders_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('training_orders_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    // The expiry sweep looks only at pending orders.
    index('training_orders_pending_idx')
      .on(t.tenantId, t.expiresAt)
      .where(sql`status = 'pending'`),
  ],
);

/** What an order bought, with the title and price as they were when ordered. */
export const trainingOrderItems = pgTable(
  'training_order_items',
  {
    tenantId: integer('tenant_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    programmeId: bigint('programme_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.programmeId] }),
    foreignKey({
      name: 'training_order_items_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [trainingOrders.tenantId, trainingOrders.id],
    }),
    foreignKey({
      name: 'training_order_items_programme_fk',
      columns: [t.tenantId, t.programmeId],
      foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id],
    }),
    index('training_order_items_programme_idx').on(t.tenantId, t.programmeId),
  ],
);

/** A recommended open-class recording (公开课), chosen by district staff. */
export const openClasses = pgTable(
  'open_classes',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    teacherName: text('teacher_name').notNull(),
    schoolName: text('school_name').notNull(),
    sectionCode: text('section_code').notNull(),
    subjectCode: text('subject_code').notNull(),
    grade: text('grade').notNull().default(''),
    level: smallint('level').notNull(),
    summary: text('summary').notNull().default(''),
    videoFileId: uuid('video_file_id').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    coverFileId: uuid('cover_file_id'),
    published: boolean('published').notNull().default(true),
    recommendedBy: bigint('recommended_by', { mode: 'number' }).notNull(),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The unigrams and bigrams of the lower-cased title, teacher's and school's names and summary (`yx_grams`; the text's first 2,000 characters), for the site-wide search's GIN index. Generated by
     * PostgreSQL in the row's own write, so a change is found by the next search, in the same transaction.
     */
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(
        sql`yx_grams(lower(title || chr(31) || teacher_name || chr(31) || school_name || chr(31) || left(summary, 2000)))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('open_classes_list_idx').on(t.tenantId, t.published, t.recommendedAt.desc()),
    index('open_classes_search_idx').using('gin', t.searchGrams),
  ],
);
