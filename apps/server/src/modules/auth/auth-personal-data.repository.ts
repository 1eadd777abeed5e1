import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { sessions } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's sign-ins (their sessions: when, from where, with what browser, until when), newest first; never the token's hash. */
export function selectSignInsOfUser(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select({
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      signedOutAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)))
    .orderBy(desc(sessions.createdAt));
}
