import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { quickLoginSettings, quickLoginTicketUses } from '@server/db/schema/quick-login';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type QuickLoginSettingsRow = typeof quickLoginSettings.$inferSelect;
export type TicketKind = 'jti' | 'rpcid';

/** The tenant's quick-login settings, if it has any. */
export async function findQuickLoginSettings(db: Executor, tenantId: TenantId): Promise<QuickLoginSettingsRow | undefined> {
  const rows = await db.select().from(quickLoginSettings).where(eq(quickLoginSettings.tenantId, tenantId));
  return rows[0];
}

/** Creates or replaces the tenant's quick-login settings (tests and the demo seed; staff editing comes with its page). */
export async function upsertQuickLoginSettings(
  db: Executor,
  tenantId: TenantId,
  settings: Omit<QuickLoginSettingsRow, 'tenantId'>,
): Promise<void> {
  await db
    .insert(quickLoginSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: quickLoginSettings.tenantId, set: settings });
}

/**
 * Takes a ticket for this use: true for the one caller whose insert made the row, false for every other (a replay,
 * or the loser of two uses at once). The primary key decides, so it holds across processes.
 */
export async function claimTicket(
  db: Executor,
  tenantId: TenantId,
  kind: TicketKind,
  ticketId: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(quickLoginTicketUses)
    .values({ tenantId, kind, ticketId, usedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ ticketId: quickLoginTicketUses.ticketId });
  return rows.length > 0;
}

/** Gives a ticket back when the portal could not be asked about it, so the person can follow the link again. */
export async function releaseTicket(db: Executor, tenantId: TenantId, kind: TicketKind, ticketId: string): Promise<void> {
  await db
    .delete(quickLoginTicketUses)
    .where(
      and(eq(quickLoginTicketUses.tenantId, tenantId), eq(quickLoginTicketUses.kind, kind), eq(quickLoginTicketUses.ticketId, ticketId)),
    );
}

/** Records whom a ticket signed in (for the trail; the row's existence is what refuses a replay). */
export async function recordTicketUser(
  db: Executor,
  tenantId: TenantId,
  kind: TicketKind,
  ticketId: string,
  userId: number,
): Promise<void> {
  await db
    .update(quickLoginTicketUses)
    .set({ userId })
    .where(
      and(eq(quickLoginTicketUses.tenantId, tenantId), eq(quickLoginTicketUses.kind, kind), eq(quickLoginTicketUses.ticketId, ticketId)),
    );
}

/** Forgets ticket uses, in every tenant, that their age refuses anyway. */
export async function sweepExpiredTicketUsesAcrossTenants(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(quickLoginTicketUses)
    .where(lt(quickLoginTicketUses.expiresAt, now))
    .returning({ ticketId: quickLoginTicketUses.ticketId });
  return rows.length;
}
