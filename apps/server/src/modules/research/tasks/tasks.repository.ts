import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchHandIns } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const person = { userId: researchHandIns.userId, name: users.name, orgName: orgUnits.name };

/** Hands a task in, replacing the person's earlier hand-in. */
export async function saveHandIn(
  tx: Executor,
  tenantId: TenantId,
  values: { stageId: number; userId: number; fileIds: string[]; note: string; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await tx
    .insert(researchHandIns)
    .values({ tenantId, ...rest, handedInAt: at })
    .onConflictDoUpdate({
      target: [researchHandIns.tenantId, researchHandIns.stageId, researchHandIns.userId],
      set: { fileIds: rest.fileIds, note: rest.note, handedInAt: at },
    });
}

function selectHandIns(db: Executor) {
  return db
    .select({
      ...person,
      stageId: researchHandIns.stageId,
      fileIds: researchHandIns.fileIds,
      note: researchHandIns.note,
      handedInAt: researchHandIns.handedInAt,
    })
    .from(researchHandIns)
    .innerJoin(users, and(eq(users.tenantId, researchHandIns.tenantId), eq(users.id, researchHandIns.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
}

/** A person's hand-in of a stage. */
export async function findHandIn(db: Executor, tenantId: TenantId, stageId: number, userId: number) {
  const [row] = await selectHandIns(db).where(
    and(eq(researchHandIns.tenantId, tenantId), eq(researchHandIns.stageId, stageId), eq(researchHandIns.userId, userId)),
  );
  return row ?? null;
}

/** A page of a stage's hand-ins, newest first, and how many there are. */
export async function listHandIns(db: Executor, tenantId: TenantId, stageId: number, page: { offset: number; limit: number }) {
  const where = and(eq(researchHandIns.tenantId, tenantId), eq(researchHandIns.stageId, stageId));
  const rows = await selectHandIns(db)
    .where(where)
    .orderBy(desc(researchHandIns.handedInAt), desc(researchHandIns.userId))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(researchHandIns)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
