import type { LoginInfo } from '@yanxiu/contract/auth';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { Executor } from '@server/db/client';
import { insertSession } from '@server/platform/auth/session.repository';
import { hashToken, newAccessToken, newTokenId } from '@server/platform/auth/tokens';
import type { TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';

/** What opening a session needs of an account (auth.repository's findAccountByUsername / findAccountById answer it). */
export type SessionAccount = {
  id: number;
  status: string;
  roles: string[];
  isTeacher: boolean;
  confirmedAt: Date | null;
  mustChangePassword: boolean;
};

/**
 * Opens a session for an account that has proved who it is (password, portal ticket, WeChat), exactly as every
 * sign-in does: the same session row, lifetimes and login info. A disabled account is refused here, so no sign-in
 * path can forget it. The session row is written with `db` (the sign-in's transaction, when it has one).
 */
export async function openSession(
  ctx: TenantContext,
  db: Executor,
  account: SessionAccount,
  { userAgent, now = new Date() }: { userAgent: string | undefined; now?: Date },
): Promise<LoginInfo> {
  if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const accessToken = newAccessToken();
  const tokenId = newTokenId();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_IDLE_MINUTES * 60_000);
  const maxExpiresAt = new Date(now.getTime() + ctx.config.SESSION_MAX_HOURS * 3_600_000);
  const lapsesAt = expiresAt < maxExpiresAt ? expiresAt : maxExpiresAt;
  await insertSession(db, {
    tenantId: ctx.tenantId,
    id: tokenId,
    userId: account.id,
    tokenHash: hashToken(accessToken),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: lapsesAt,
    maxExpiresAt,
    ip: ctx.ip,
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return {
    userId: String(account.id),
    tokenId,
    appId: ctx.tenant.appId,
    access_token: accessToken,
    token_type: 'Bearer',
    expiresAt: lapsesAt.toISOString(),
    roles: account.roles as RoleCode[],
    needConfirm: account.isTeacher && account.confirmedAt === null,
    mustChangePassword: account.mustChangePassword,
  };
}
