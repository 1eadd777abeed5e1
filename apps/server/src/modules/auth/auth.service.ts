import type { LoginInfo } from '@yanxiu/contract/auth';
import { isAcceptablePassword } from '@yanxiu/contract/password-rules';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import { insertSession, revokeOtherSessions, revokeSession } from '@server/platform/auth/session.repository';
import { hashToken, newAccessToken, newTokenId } from '@server/platform/auth/tokens';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
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

  async function refuseIfThrottled(tenantId: number, account: string, address: string, now: Date): Promise<void> {
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

  async function countFailedAttempt(tenantId: number, account: string, address: string, now: Date): Promise<never> {
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
    /** Checks the credentials (throttled per account name and address) and opens a session. */
    async login(request: FastifyRequest, tenant: Tenant, username: string, password: string): Promise<LoginInfo> {
      const now = new Date();
      const account = username.trim().toLowerCase();
      const address = request.ip;
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
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
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

    /** Ends the caller's own session. */
    async logout(tenant: Tenant, actor: Actor, tokenId: string): Promise<void> {
      if (tokenId !== actor.tokenId) throw new AppError('FORBIDDEN');
      await revokeSession(db, tenant.id, tokenId, new Date());
    },

    /** Changes the caller's password and ends their other sessions; the current one stays signed in. */
    async changePassword(request: FastifyRequest, tenant: Tenant, actor: Actor, oldPassword: string, newPassword: string) {
      const currentHash = await findPasswordHash(db, tenant.id, actor.userId);
      if (!currentHash || !(await passwords.verify(currentHash, oldPassword))) throw new AppError('WRONG_PASSWORD');
      if (!isAcceptablePassword(newPassword) || newPassword === oldPassword) throw new AppError('WEAK_PASSWORD');
      const newHash = await passwords.hash(newPassword);
      const now = new Date();
      return db.transaction(async (tx) => {
        await updatePasswordHash(tx, tenant.id, actor.userId, newHash, now);
        const endedSessions = await revokeOtherSessions(tx, tenant.id, actor.userId, actor.tokenId, now);
        await recordAudit(tx, request, tenant.id, {
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
