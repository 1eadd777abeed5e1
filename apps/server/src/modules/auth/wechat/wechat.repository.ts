import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/constraint-errors';
import { wechatAccountLinks, wechatAuthStates } from '@server/db/schema/wechat-sign-in';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type WechatPurpose = 'signIn' | 'bind';
export type NewWechatState = { stateHash: string; purpose: WechatPurpose; userId: number | null; redirectUri: string; expiresAt: Date };

/** Keeps a started authorisation until its return. */
export async function insertState(db: Executor, tenantId: TenantId, state: NewWechatState): Promise<void> {
  await db.insert(wechatAuthStates).values({ tenantId, ...state });
}

/** Takes a started authorisation once (deleted as it is read), if it has not expired. */
export async function takeState(db: Executor, tenantId: TenantId, stateHash: string, now: Date) {
  const rows = await db
    .delete(wechatAuthStates)
    .where(and(eq(wechatAuthStates.tenantId, tenantId), eq(wechatAuthStates.stateHash, stateHash), gt(wechatAuthStates.expiresAt, now)))
    .returning({ purpose: wechatAuthStates.purpose, userId: wechatAuthStates.userId, redirectUri: wechatAuthStates.redirectUri });
  return rows[0];
}

/** Forgets authorisations never completed, in every tenant. */
export async function sweepExpiredStatesAcrossTenants(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(wechatAuthStates)
    .where(lt(wechatAuthStates.expiresAt, now))
    .returning({ stateHash: wechatAuthStates.stateHash });
  return rows.length;
}

/** The account a WeChat identity is bound to in the tenant. */
export async function findUserByOpenid(db: Executor, tenantId: TenantId, openid: string): Promise<number | undefined> {
  const rows = await db
    .select({ userId: wechatAccountLinks.userId })
    .from(wechatAccountLinks)
    .where(and(eq(wechatAccountLinks.tenantId, tenantId), eq(wechatAccountLinks.openid, openid)));
  return rows[0]?.userId;
}

/** The binding of an account, if it has one. */
export async function findLinkOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const rows = await db
    .select({ openid: wechatAccountLinks.openid, nickname: wechatAccountLinks.nickname, boundAt: wechatAccountLinks.boundAt })
    .from(wechatAccountLinks)
    .where(and(eq(wechatAccountLinks.tenantId, tenantId), eq(wechatAccountLinks.userId, userId)));
  return rows[0];
}

/**
 * Binds an account to a WeChat identity, replacing the account's earlier binding. False when the identity is bound
 * to another account of the tenant (the unique openid index decides, so two accounts racing cannot both have it).
 */
export async function bindAccount(
  db: Executor,
  tenantId: TenantId,
  link: { userId: number; openid: string; unionid: string | null; nickname: string | null; boundAt: Date },
): Promise<boolean> {
  const owner = await findUserByOpenid(db, tenantId, link.openid);
  if (owner !== undefined && owner !== link.userId) return false;
  try {
    await db
      .insert(wechatAccountLinks)
      .values({ tenantId, ...link })
      .onConflictDoUpdate({
        target: [wechatAccountLinks.tenantId, wechatAccountLinks.userId],
        set: { openid: link.openid, unionid: link.unionid, nickname: link.nickname, boundAt: link.boundAt },
      });
    return true;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'wechat_account_links_openid_key') return false;
    throw error;
  }
}

/** Removes an account's binding; true when it had one. */
export async function unbindAccount(db: Executor, tenantId: TenantId, userId: number): Promise<boolean> {
  const rows = await db
    .delete(wechatAccountLinks)
    .where(and(eq(wechatAccountLinks.tenantId, tenantId), eq(wechatAccountLinks.userId, userId)))
    .returning({ userId: wechatAccountLinks.userId });
  return rows.length > 0;
}
