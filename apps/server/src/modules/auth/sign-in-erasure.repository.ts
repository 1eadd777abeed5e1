import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { sessions } from '@server/db/schema/identity';
import { portalAccountLinks, userIdentifiers } from '@server/db/schema/portal-sign-in';
import { wechatAccountLinks } from '@server/db/schema/wechat-sign-in';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Removes a user's sessions (which ends the open ones at once: the session hook finds no row), so their sign-in
 * history (times, addresses, browsers) goes with them, and their links to WeChat and the district portal.
 */
export async function deleteSignInsOfUser(db: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  await db.delete(wechatAccountLinks).where(and(eq(wechatAccountLinks.tenantId, tenantId), eq(wechatAccountLinks.userId, userId)));
  await db.delete(portalAccountLinks).where(and(eq(portalAccountLinks.tenantId, tenantId), eq(portalAccountLinks.userId, userId)));
  await db.delete(userIdentifiers).where(and(eq(userIdentifiers.tenantId, tenantId), eq(userIdentifiers.userId, userId)));
  return removed.length;
}

/**
 * Removes a tenant's sessions that ended (revoked, or lapsed: a session's expiry never passes its longest life) before
 * `cutoff`: the sign-in history past its retention. A session still open is never removed.
 */
export async function deleteSignInsEndedBefore(db: Executor, tenantId: TenantId, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), or(lt(sessions.revokedAt, cutoff), lt(sessions.expiresAt, cutoff))))
    .returning({ id: sessions.id });
  return removed.length;
}
