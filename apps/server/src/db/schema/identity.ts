import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgUnits } from './org';
import { tenants } from './tenants';

/** A person who can sign in: teacher or staff. */
/** What the account search matches, lower-cased, the parts joined by U+001F so no keyword spans two (accounts.repository). */
const usersSearchText = sql.raw(`lower(name || chr(31) || username || chr(31) || coalesce(phone, ''))`);

export const users = pgTable(
  'users',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** Gender code ('1' male, '2' female). */
    gender: text('gender'),
    phone: text('phone'),
    orgUnitId: bigint('org_unit_id', { mode: 'number' }).notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'active' or 'disabled': a disabled account cannot sign in and its sessions end (administration/accounts). */
    status: text('status').notNull().default('active'),
    /** Set when staff create the account or reset its password: sign-in says so and the web asks for a new one first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Optimistic concurrency for staff edits: each change adds one, an edit naming an older version is a 409. */
    version: integer('version').notNull().default(1),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orgUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    // Usernames are case-insensitive: "Teacher" and "teacher" are one account.
    uniqueIndex('users_tenant_username_key').on(t.tenantId, sql`lower(${t.username})`),
    // One account per phone number in a tenant: the import and staff edits check first, this closes the gap between
    // their check and their insert (a violation answers 409 PHONE_IN_USE).
    // The staff list's keyword search (name, username or phone, any part): grams of the three (yx_grams, migration
    // 0015) narrow through GIN, ILIKE confirms; a plain ILIKE scanned every account of a district.
    index('users_search_grams_idx').using('gin', sql`yx_grams(${usersSearchText})`),
    // The hours report's page: a unit's teachers in scope by name, read in order from the index (keyset within a unit).
    index('users_report_teachers_idx')
      .on(t.tenantId, t.orgUnitId, t.name, t.id)
      .where(sql`${t.status} = 'active' and 'teacher' = any(${t.roles})`),
    uniqueIndex('users_tenant_phone_key')
      .on(t.tenantId, t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** The teaching record of a user who teaches. */
export const teachers = pgTable(
  'teachers',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sectionCode: text('section_code'),
    subjectCode: text('subject_code'),
    titleCode: text('title_code'),
    phaseCode: text('phase_code'),
    teachingSinceYear: smallint('teaching_since_year'),
    /** Set when the teacher confirms their information on first sign-in. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A signed-in session. Only the SHA-256 of the bearer token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: uuid('id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward with use, never past `maxExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxExpiresAt: timestamp('max_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('sessions_token_hash_key').on(t.tenantId, t.tokenHash),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * Failed sign-in counters per account name, per client address and per pair of the two. Kept in the database, not in
 * memory, so every server process sees the same counts.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: integer('tenant_id').notNull(),
    /**
     * 'pair' (address and lower-cased username), 'address' (client IP, IPv6 by its /64) or 'account' (lower-cased
     * username, existing or not).
     */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** For an address: until when it must solve a challenge for every account name (login-throttle.ts). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.subject] })],
);

/**
 * Sign-in challenges already accepted, so a solved one cannot be sent twice. A row per challenge (its nonce), kept
 * until the challenge expires and then swept; in the database so that every process refuses a replay alike.
 */
export const loginChallengeUses = pgTable(
  'login_challenge_uses',
  {
    tenantId: integer('tenant_id').notNull(),
    /** The challenge's nonce (hex). */
    challengeId: text('challenge_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.challengeId] }), index('login_challenge_uses_expiry_idx').on(t.expiresAt)],
);

/**
 * Where a user's unit changed (a teacher moved to another school): the history stays with the user, so records
 * kept under their id follow them and this table says where they were before.
 */
export const userUnitMoves = pgTable(
  'user_unit_moves',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fromOrgUnitId: bigint('from_org_unit_id', { mode: 'number' }).notNull(),
    toOrgUnitId: bigint('to_org_unit_id', { mode: 'number' }).notNull(),
    movedByUserId: bigint('moved_by_user_id', { mode: 'number' }),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.fromOrgUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.toOrgUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    index('user_unit_moves_user_idx').on(t.tenantId, t.userId),
  ],
);
