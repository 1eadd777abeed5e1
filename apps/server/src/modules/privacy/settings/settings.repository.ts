import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { privacyNoticeAcceptances, privacySettings } from '@server/db/schema/privacy-erasure';
import { tenants } from '@server/db/schema/tenants';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A tenant's saved settings row, or undefined before its first save. */
export async function selectPrivacySettings(db: Executor, tenantId: TenantId) {
  const rows = await db.select().from(privacySettings).where(eq(privacySettings.tenantId, tenantId));
  return rows[0];
}

type SettingsValues = { noticeVersion: number; noticeText: string; signInHistoryDays: number; exportArchiveDays: number };

/**
 * Saves the settings at the version read: the first save (version 1, no row yet) inserts, a later one updates the row
 * still at that version. False when someone saved in between (the caller answers 409).
 */
export async function savePrivacySettingsAt(db: Executor, tenantId: TenantId, version: number, values: SettingsValues, now: Date) {
  const rows = await db
    .insert(privacySettings)
    .values({ tenantId, ...values, version: 2, updatedAt: now })
    .onConflictDoUpdate({
      target: privacySettings.tenantId,
      set: { ...values, version: sql`${privacySettings.version} + 1`, updatedAt: now },
      setWhere: eq(privacySettings.version, version),
    })
    .returning({ version: privacySettings.version });
  // A first save names version 1, which the insert answers with 2; an insert at a later version means a stale read.
  const saved = rows[0];
  if (!saved) return undefined;
  if (saved.version === 2 && version !== 1) return undefined;
  return saved.version;
}

/** When a user accepted one version of the notice, or undefined. */
export async function selectNoticeAcceptance(db: Executor, tenantId: TenantId, userId: number, noticeVersion: number) {
  const rows = await db
    .select({ acceptedAt: privacyNoticeAcceptances.acceptedAt })
    .from(privacyNoticeAcceptances)
    .where(
      and(
        eq(privacyNoticeAcceptances.tenantId, tenantId),
        eq(privacyNoticeAcceptances.userId, userId),
        eq(privacyNoticeAcceptances.noticeVersion, noticeVersion),
      ),
    );
  return rows[0]?.acceptedAt;
}

/** Records an acceptance; accepting the same version again keeps the first time. */
export async function insertNoticeAcceptance(db: Executor, tenantId: TenantId, userId: number, noticeVersion: number, now: Date) {
  const rows = await db
    .insert(privacyNoticeAcceptances)
    .values({ tenantId, userId, noticeVersion, acceptedAt: now })
    .onConflictDoNothing()
    .returning({ acceptedAt: privacyNoticeAcceptances.acceptedAt });
  return rows[0]?.acceptedAt;
}

/** Every tenant with its sign-in history retention (the default for tenants that never saved settings). */
export async function selectSignInRetentionAcrossTenants(db: Executor, defaultDays: number) {
  return db
    .select({ tenantId: tenants.id, days: sql<number>`coalesce(${privacySettings.signInHistoryDays}, ${defaultDays})`.mapWith(Number) })
    .from(tenants)
    .leftJoin(privacySettings, eq(privacySettings.tenantId, tenants.id));
}
