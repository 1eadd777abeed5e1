import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { helpEntries, helpVotes } from '@server/db/schema/help';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of help entries and their helpful votes.

export type HelpRow = typeof helpEntries.$inferSelect;
export type HelpFields = Pick<HelpRow, 'kind' | 'category' | 'title' | 'bodyHtml' | 'bodyText'>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A page of the tenant's entries in category order (the contract's), then title; with whether the user voted. */
export async function listHelpEntries(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  query: { category?: string | undefined; kind?: string | undefined; keyword?: string | undefined; offset: number; limit: number },
  categoryOrder: readonly string[],
): Promise<{ rows: Array<HelpRow & { helpful: boolean }>; total: number }> {
  const conditions: Array<SQL | undefined> = [eq(helpEntries.tenantId, tenantId)];
  if (query.category) conditions.push(eq(helpEntries.category, query.category));
  if (query.kind) conditions.push(eq(helpEntries.kind, query.kind));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(helpEntries.title, pattern), ilike(helpEntries.bodyText, pattern)));
  }
  const where = and(...conditions);
  const rows = await db
    .select({ entry: helpEntries, voter: helpVotes.userId })
    .from(helpEntries)
    .leftJoin(
      helpVotes,
      and(eq(helpVotes.tenantId, helpEntries.tenantId), eq(helpVotes.entryId, helpEntries.id), eq(helpVotes.userId, userId)),
    )
    .where(where)
    .orderBy(
      sql`array_position(${sql.param([...categoryOrder])}::text[], ${helpEntries.category})`,
      desc(helpEntries.kind),
      asc(helpEntries.title),
      asc(helpEntries.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(helpEntries).where(where);
  return { rows: rows.map((row) => ({ ...row.entry, helpful: row.voter !== null })), total: total?.n ?? 0 };
}

export async function findHelp(db: Executor, tenantId: TenantId, id: number): Promise<HelpRow | undefined> {
  const [row] = await db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.tenantId, tenantId), eq(helpEntries.id, id)));
  return row;
}

export async function insertHelp(tx: Executor, tenantId: TenantId, values: HelpFields & { authorUserId: number }): Promise<number> {
  const [row] = await tx
    .insert(helpEntries)
    .values({ tenantId, ...values })
    .returning({ id: helpEntries.id });
  return row!.id;
}

/** Updates an entry at the version read; false when it changed or went meanwhile. */
export async function updateHelp(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  values: HelpFields,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(helpEntries)
    .set({ ...values, version: sql`${helpEntries.version} + 1`, updatedAt: now })
    .where(and(eq(helpEntries.tenantId, tenantId), eq(helpEntries.id, id), eq(helpEntries.version, version)))
    .returning({ id: helpEntries.id });
  return rows.length === 1;
}

/** Deletes an entry (and its votes) at the version read; false when it changed or went meanwhile. */
export async function deleteHelp(tx: Executor, tenantId: TenantId, id: number, version: number): Promise<boolean> {
  const rows = await tx
    .delete(helpEntries)
    .where(and(eq(helpEntries.tenantId, tenantId), eq(helpEntries.id, id), eq(helpEntries.version, version)))
    .returning({ id: helpEntries.id });
  return rows.length === 1;
}

/**
 * Records the user's "helpful" once: the vote row's primary key refuses a second, and the count rises only in the
 * transaction whose insert took effect. Answers the count after.
 */
export async function voteHelpful(tx: Executor, tenantId: TenantId, entryId: number, userId: number): Promise<number> {
  const inserted = await tx
    .insert(helpVotes)
    .values({ tenantId, entryId, userId })
    .onConflictDoNothing()
    .returning({ userId: helpVotes.userId });
  const [row] = await tx
    .update(helpEntries)
    .set({ helpfulCount: sql`${helpEntries.helpfulCount} + ${inserted.length}` })
    .where(and(eq(helpEntries.tenantId, tenantId), eq(helpEntries.id, entryId)))
    .returning({ helpfulCount: helpEntries.helpfulCount });
  return row!.helpfulCount;
}

/** Whether the tenant has any help entry (the demo seeds once). */
export async function hasHelp(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: helpEntries.id }).from(helpEntries).where(eq(helpEntries.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** The id of a demo account by username. */
export async function findHelpAuthor(db: Executor, tenantId: TenantId, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return row?.id;
}
