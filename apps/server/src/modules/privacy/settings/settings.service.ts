import {
  PRIVACY_SETTINGS_DEFAULTS,
  type PrivacyNotice,
  type PrivacySettings,
  type SavePrivacySettingsBody,
} from '@yanxiu/contract/privacy-erasure';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { hasRole } from '@server/platform/auth/actor';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { privacyAccess, privacyRoles } from '../privacy.access';
import { insertNoticeAcceptance, savePrivacySettingsAt, selectNoticeAcceptance, selectPrivacySettings } from './settings.repository';

/** A tenant's consent and retention settings, the defaults before its first save. */
export async function privacySettingsOf(db: Executor, tenantId: TenantId): Promise<PrivacySettings> {
  const row = await selectPrivacySettings(db, tenantId);
  if (!row) return { ...PRIVACY_SETTINGS_DEFAULTS, version: 1, updatedAt: null };
  return {
    noticeVersion: row.noticeVersion,
    noticeText: row.noticeText,
    signInHistoryDays: row.signInHistoryDays,
    exportArchiveDays: row.exportArchiveDays,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The settings for the district admin's page. */
export async function readPrivacySettings(ctx: RequestContext): Promise<PrivacySettings> {
  requireAccess(ctx.actor, privacyAccess.decideErasure);
  return privacySettingsOf(ctx.db, ctx.tenantId);
}

/**
 * Saves the settings at the version read (409 when someone saved in between), audited. The notice's version never
 * goes back: teachers have accepted what it said (422).
 */
export async function savePrivacySettings(ctx: RequestContext, body: SavePrivacySettingsBody): Promise<PrivacySettings> {
  requireAccess(ctx.actor, privacyAccess.decideErasure);
  return ctx.transaction(async (tx) => {
    const before = await privacySettingsOf(tx, ctx.tenantId);
    if (before.version !== body.version) throw new AppError('STALE_VERSION');
    if (body.noticeVersion < before.noticeVersion) throw new AppError('PRIVACY_NOTICE_BACKWARDS');
    const { version, ...values } = body;
    const saved = await savePrivacySettingsAt(tx, ctx.tenantId, version, values, new Date());
    if (saved === undefined) throw new AppError('STALE_VERSION');
    const after = await privacySettingsOf(tx, ctx.tenantId);
    await recordAudit(tx, ctx, {
      action: 'privacy.settings_saved',
      entityType: 'privacy_settings',
      entityId: String(ctx.tenantId),
      before: { ...before, noticeText: undefined },
      after: { ...after, noticeText: undefined },
    });
    return after;
  });
}

/** Whether the caller is one of those the notice asks (teachers; staff who only administer are not asked). */
const isAskedToAccept = (ctx: RequestContext) => hasRole(ctx.actor, ...privacyRoles.teachers);

/** The notice as the caller meets it: the version required, and whether they must still accept it. */
export async function readPrivacyNotice(ctx: RequestContext): Promise<PrivacyNotice> {
  const settings = await privacySettingsOf(ctx.db, ctx.tenantId);
  const acceptedAt =
    settings.noticeVersion > 0 ? await selectNoticeAcceptance(ctx.db, ctx.tenantId, ctx.actor.userId, settings.noticeVersion) : undefined;
  return {
    noticeVersion: settings.noticeVersion,
    noticeText: settings.noticeText,
    mustAccept: settings.noticeVersion > 0 && isAskedToAccept(ctx) && !acceptedAt,
    acceptedAt: acceptedAt?.toISOString() ?? null,
  };
}

/** Records the caller's acceptance of the version they read, with its time; 409 when a newer one has been published. */
export async function acceptPrivacyNotice(ctx: RequestContext, body: { noticeVersion: number }): Promise<PrivacyNotice> {
  return ctx.transaction(async (tx) => {
    const settings = await privacySettingsOf(tx, ctx.tenantId);
    if (settings.noticeVersion !== body.noticeVersion) throw new AppError('PRIVACY_NOTICE_CHANGED');
    const accepted = await insertNoticeAcceptance(tx, ctx.tenantId, ctx.actor.userId, body.noticeVersion, new Date());
    if (accepted) {
      await recordAudit(tx, ctx, {
        action: 'privacy.notice_accepted',
        entityType: 'privacy_notice',
        entityId: String(body.noticeVersion),
        after: { userId: ctx.actor.userId, noticeVersion: body.noticeVersion },
      });
    }
    const acceptedAt = accepted ?? (await selectNoticeAcceptance(tx, ctx.tenantId, ctx.actor.userId, body.noticeVersion));
    return {
      noticeVersion: settings.noticeVersion,
      noticeText: settings.noticeText,
      mustAccept: false,
      acceptedAt: acceptedAt?.toISOString() ?? null,
    };
  });
}
