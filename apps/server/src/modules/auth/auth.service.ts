import type { LoginInfo, TokenStatus } from '@yanxiu/contract/auth';
import { isAcceptablePassword } from '@yanxiu/contract/password-rules';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { z } from 'zod';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { insertSession, revokeOtherSessions, revokeSession } from '@server/platform/auth/session.repository';
import { hashToken, newAccessToken, newTokenId } from '@server/platform/auth/tokens';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findAccountByUsername, findPasswordHash, updatePasswordHash } from './auth.repository';
import { judgeAttempt, type ThrottleRules } from './login-throttle';
import { clearThrottle, countFailure, findThrottle } from './login-throttle.repository';

function throttleRules(config: AppDeps['config']): ThrottleRules {
  return {
    slowAfter: config.LOGIN_SLOW_AFTER,
    slowBaseSeconds: config.LOGIN_SLOW_BASE_SECONDS,
    lockAfter: config.LOGIN_LOCK_AFTER,
    addressLockAfter: config.LOGIN_ADDRESS_LOCK_AFTER,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  };
}

/** Sign-in, session checks, logout and password change. */
export function createAuthService({ db, config, passwords }: AppDeps) {
  const rules = throttleRules(config);

  async function refuseIfThrottled(tenantId: TenantId, account: string, address: string, now: Date): Promise<void> {
    const [accountState, addressState] = await Promise.all([
      findThrottle(db, tenantId, 'account', account),
      findThrottle(db, tenantId, 'address', address),
    ]);
    const byAddress = judgeAttempt(addressState, now, { ...rules, slowAfter: Number.MAX_SAFE_INTEGER });
    if (byAddress.kind !== 'open') throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: byAddress.retryAfterSeconds });
    const byAccount = judgeAttempt(accountState, now, rules);
    if (byAccount.kind === 'locked') throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: byAccount.retryAfterSeconds });
    if (byAccount.kind === 'wait') throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: byAccount.retryAfterSeconds });
  }

  async function countFailedAttempt(tenantId: TenantId, account: string, address: string, now: Date): Promise<never> {
    const lockedUntil = new Date(now.getTime() + rules.lockMinutes * 60_000);
    const windowStart = new Date(now.getTime() - rules.windowMinutes * 60_000);
    const [accountCount] = await Promise.all([
      countFailure(db, { tenantId, scope: 'account', subject: account }, { now, windowStart, lockedUntil, lockAfter: rules.lockAfter }),
      countFailure(db, { tenantId, scope: 'address', subject: address }, { now, windowStart, lockedUntil, lockAfter: rules.addressLockAfter }),
    ]);
    if (accountCount.lockedUntil && accountCount.lockedUntil > now) {
      throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: rules.lockMinutes * 60 });
    }
    throw new AppError('INVALID_CREDENTIALS');
  }

  return {
    /**
     * Checks the credentials (throttled per account name and address) and opens a session; the caller's address
     * is the context's, the user agent is kept with the session.
     */
    async login(ctx: TenantContext, { username, password, userAgent }: { username: string; password: string; userAgent: string | undefined }): Promise<LoginInfo> {
      const { tenant } = ctx;
      const now = new Date();
      const account = username.trim().toLowerCase();
      const address = ctx.ip;
      await refuseIfThrottled(tenant.id, account, address, now);

      const user = await findAccountByUsername(db, tenant.id, account);
      if (!user) {
        await passwords.burn(password);
        return countFailedAttempt(tenant.id, account, address, now);
      }
      if (!(await passwords.verify(user.passwordHash, password))) return countFailedAttempt(tenant.id, account, address, now);
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      await clearThrottle(db, tenant.id, 'account', account);

      const accessToken = newAccessToken();
      const tokenId = newTokenId();
      const expiresAt = new Date(now.getTime() + config.SESSION_IDLE_MINUTES * 60_000);
      const maxExpiresAt = new Date(now.getTime() + config.SESSION_MAX_HOURS * 3_600_000);
      await insertSession(db, {
        tenantId: tenant.id,
        id: tokenId,
        userId: user.id,
        tokenHash: hashToken(accessToken),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: expiresAt < maxExpiresAt ? expiresAt : maxExpiresAt,
        maxExpiresAt,
        ip: address,
        userAgent: userAgent?.slice(0, 512) ?? null,
      });
      return {
        userId: String(user.id),
        tokenId,
        appId: tenant.appId,
        access_token: accessToken,
        token_type: 'Bearer',
        expiresAt: expiresAt.toISOString(),
        roles: user.roles as RoleCode[],
        needConfirm: user.isTeacher && user.confirmedAt === null,
      };
    },

    /** The caller's own session as the client checks it (the session hook has already found it alive). */
    checkToken({ tenant, actor }: RequestContext, tokenId: string): z.infer<typeof TokenStatus> {
      if (tokenId !== actor.tokenId) throw new AppError('FORBIDDEN');
      return {
        active: true,
        userId: String(actor.userId),
        tokenId: actor.tokenId,
        appId: tenant.appId,
        roles: actor.roles,
        expiresAt: actor.sessionExpiresAt.toISOString(),
      };
    },

    /** Ends the caller's own session. */
    async logout({ tenantId, actor }: RequestContext, tokenId: string): Promise<void> {
      if (tokenId !== actor.tokenId) throw new AppError('FORBIDDEN');
      await revokeSession(db, tenantId, tokenId, new Date());
    },

    /** Changes the caller's password and ends their other sessions; the current one stays signed in. */
    async changePassword(ctx: RequestContext, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) {
      const { tenantId, actor } = ctx;
      const currentHash = await findPasswordHash(db, tenantId, actor.userId);
      if (!currentHash || !(await passwords.verify(currentHash, oldPassword))) throw new AppError('WRONG_PASSWORD');
      if (!isAcceptablePassword(newPassword) || newPassword === oldPassword) throw new AppError('WEAK_PASSWORD');
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
    },
  };
}
