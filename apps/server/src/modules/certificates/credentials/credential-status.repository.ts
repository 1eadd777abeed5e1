import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { credentialStatusCounters } from '@server/db/schema/credentials';
import { certificates } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the revocation status lists: each certificate gets a position the first time it leaves as a credential;
// a revoked certificate with a position is a set bit. Positions are never reused, so a bit never changes meaning.

/** How many positions the tenant has handed out so far (the next one to give). */
export async function positionsHandedOut(db: Executor, tenantId: TenantId): Promise<number> {
  const rows = await db
    .select({ next: credentialStatusCounters.nextIndex })
    .from(credentialStatusCounters)
    .where(eq(credentialStatusCounters.tenantId, tenantId));
  return rows[0]?.next ?? 0;
}

/**
 * The certificate's position, given now if it has none. Two downloads at once may both take a position from the
 * counter; only one is stored and the other is simply never used.
 */
export async function statusPositionOf(db: Executor, tenantId: TenantId, certificateId: number): Promise<number> {
  const current = await storedPosition(db, tenantId, certificateId);
  if (current !== null) return current;
  const [taken] = await db
    .insert(credentialStatusCounters)
    .values({ tenantId, nextIndex: 1 })
    .onConflictDoUpdate({ target: credentialStatusCounters.tenantId, set: { nextIndex: sql`${credentialStatusCounters.nextIndex} + 1` } })
    .returning({ next: credentialStatusCounters.nextIndex });
  const position = taken!.next - 1;
  await db
    .update(certificates)
    .set({ statusListIndex: position })
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, certificateId), isNull(certificates.statusListIndex)));
  return (await storedPosition(db, tenantId, certificateId)) ?? position;
}

async function storedPosition(db: Executor, tenantId: TenantId, certificateId: number): Promise<number | null> {
  const rows = await db
    .select({ position: certificates.statusListIndex })
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, certificateId)))
    .limit(1);
  return rows[0]?.position ?? null;
}

/** The positions in [from, to) whose certificate is revoked. */
export async function revokedPositions(db: Executor, tenantId: TenantId, from: number, to: number): Promise<number[]> {
  const rows = await db
    .select({ position: certificates.statusListIndex })
    .from(certificates)
    .where(
      and(
        eq(certificates.tenantId, tenantId),
        isNotNull(certificates.revokedAt),
        gte(certificates.statusListIndex, from),
        lt(certificates.statusListIndex, to),
      ),
    );
  return rows.map((row) => row.position!);
}
