import type { TokenStatus } from '@yanxiu/contract/auth';
import type { z } from 'zod';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { revokeOtherSessions, revokeSession } from '@server/platform/auth/session.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { findPasswordOwner, updatePasswordHash } from './auth.repository';
import { passwordPlacesOf } from './password-places.repository';
import { requireAcceptablePassword } from './password-policy';

// The signed-in caller's own session and password (signing in with a password: password-sign-in.service.ts).

/** The caller's own session as the client checks it (the session hook has already found it alive). */
export function checkSessionToken({ tenant, actor }: RequestContext, tokenId: string): z.infer<typeof TokenStatus> {
  if (tokenId !== actor.tokenId) throw new AppError('FORBIDDEN');
  return {
    active: true,
    userId: String(actor.userId),
    tokenId: actor.tokenId,
    appId: tenant.appId,
    roles: actor.roles,
    expiresAt: actor.sessionExpiresAt.toISOString(),
  };
}

/** Ends the caller's own session. */
export async function signOut({ db, tenantId, actor }: RequestContext, tokenId: string): Promise<void> {
  if (tokenId !== actor.tokenId) throw new AppError('FORBIDDEN');
  await revokeSession(db, tenantId, tokenId, new Date());
}

/**
 * Changes the caller's password and ends their other sessions; the current one stays signed in. A new password
 * that breaks the tenant's rules or is too weak (password-policy.ts) is refused with 422/1007, saying why and naming `body.newPassword`.
 */
export async function changeOwnPassword(ctx: RequestContext, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) {
  const { db, tenantId, actor, passwords } = ctx;
  const owner = await findPasswordOwner(db, tenantId, actor.userId);
  if (!owner || !(await passwords.verify(owner.passwordHash, oldPassword))) throw new AppError('WRONG_PASSWORD');
  const rules = await signInPolicyOf(db, tenantId);
  const places = await passwordPlacesOf(db, ctx.tenant, owner.orgUnitId);
  await requireAcceptablePassword(newPassword, { ...owner, places }, { rules, locale: ctx.locale, currentPassword: oldPassword });
  const newHash = await passwords.hash(newPassword);
  const now = new Date();
  return ctx.transaction(async (tx) => {
    await updatePasswordHash(tx, tenantId, actor.userId, newHash, now);
    const endedSessions = await revokeOtherSessions(tx, tenantId, actor.userId, actor.tokenId, now);
    await recordAudit(tx, ctx, {
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: String(actor.userId),
      after: { endedSessions },
    });
    return { endedSessions };
  });
}
