import { and, arrayContains, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentQuestions as q, assessmentQuestionVersions as v } from '@server/db/schema/assessment';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { QuestionAnswerSpec } from '@yanxiu/contract/assessment-banks';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';

// SQL of questions and their versions: a question row carries its current version's list fields; each save inserts
// the next immutable version row.

export type QuestionRow = typeof q.$inferSelect;

/** The sanitised content of a version, and the stem's plain text for lists and the keyword filter. */
export type StoredContent = {
  kind: QuestionKindValue;
  difficulty: number;
  stem: string;
  answer: QuestionAnswerSpec;
  explanation: string;
  tags: string[];
  stemText: string;
};

const versionColumns = {
  questionId: v.questionId,
  version: v.version,
  kind: v.kind,
  difficulty: v.difficulty,
  stem: v.stem,
  answer: v.answer,
  explanation: v.explanation,
  tags: v.tags,
  savedAt: v.savedAt,
  savedByName: users.name,
};
export type VersionRow = { [K in keyof typeof versionColumns]: (typeof versionColumns)[K]['_']['data'] };

/** One question by id (live or removed), locked for the transaction when asked. */
export async function findQuestion(db: Executor, tenantId: TenantId, questionId: number, lock = false): Promise<QuestionRow | undefined> {
  const query = db
    .select()
    .from(q)
    .where(and(eq(q.tenantId, tenantId), eq(q.id, questionId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Inserts a question at version 1 with its first version row. */
export async function insertQuestion(
  tx: Executor,
  tenantId: TenantId,
  place: { bankId: number; folderId: number | null; createdBy: number },
  content: StoredContent,
): Promise<number> {
  const [row] = await tx
    .insert(q)
    .values({
      tenantId,
      ...place,
      kind: content.kind,
      difficulty: content.difficulty,
      stemText: content.stemText,
      tags: content.tags,
    })
    .returning({ id: q.id });
  await insertVersion(tx, tenantId, row!.id, 1, place.createdBy, content);
  return row!.id;
}

async function insertVersion(
  tx: Executor,
  tenantId: TenantId,
  questionId: number,
  version: number,
  savedBy: number,
  content: StoredContent,
) {
  await tx.insert(v).values({
    tenantId,
    questionId,
    version,
    kind: content.kind,
    difficulty: content.difficulty,
    stem: content.stem,
    answer: content.answer,
    explanation: content.explanation,
    tags: content.tags,
    savedBy,
  });
}

/**
 * Writes the next version of a live question read at `version`: false when it is no longer the current one (the
 * guarded update waits for a concurrent save and then finds the version moved on).
 */
export async function saveQuestionVersion(
  tx: Executor,
  tenantId: TenantId,
  questionId: number,
  version: number,
  change: { folderId: number | null; savedBy: number },
  content: StoredContent,
): Promise<boolean> {
  const rows = await tx
    .update(q)
    .set({
      currentVersion: version + 1,
      folderId: change.folderId,
      kind: content.kind,
      difficulty: content.difficulty,
      stemText: content.stemText,
      tags: content.tags,
      updatedAt: sql`now()`,
    })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, questionId), eq(q.currentVersion, version), isNull(q.removedAt)))
    .returning({ id: q.id });
  if (rows.length !== 1) return false;
  await insertVersion(tx, tenantId, questionId, version + 1, change.savedBy, content);
  return true;
}

/** Soft-removes a live question read at `version`; false when it moved on. */
export async function removeQuestion(tx: Executor, tenantId: TenantId, questionId: number, version: number): Promise<boolean> {
  const rows = await tx
    .update(q)
    .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, questionId), eq(q.currentVersion, version), isNull(q.removedAt)))
    .returning({ id: q.id });
  return rows.length === 1;
}

/** Versions by (question, version) pairs, whether their questions are live or removed. */
export async function findVersions(
  db: Executor,
  tenantId: TenantId,
  pairs: ReadonlyArray<{ questionId: number; version: number }>,
): Promise<VersionRow[]> {
  if (pairs.length === 0) return [];
  return db
    .select(versionColumns)
    .from(v)
    .innerJoin(users, and(eq(users.tenantId, v.tenantId), eq(users.id, v.savedBy)))
    .where(
      and(
        eq(v.tenantId, tenantId),
        inArray(
          sql`(${v.questionId}, ${v.version})`,
          pairs.map((pair) => sql`(${pair.questionId}::bigint, ${pair.version}::int)`),
        ),
      ),
    );
}

/** Every version of a question, newest first, without their content. */
export async function listVersions(db: Executor, tenantId: TenantId, questionId: number) {
  return db
    .select({ version: v.version, savedAt: v.savedAt, savedByName: users.name })
    .from(v)
    .innerJoin(users, and(eq(users.tenantId, v.tenantId), eq(users.id, v.savedBy)))
    .where(and(eq(v.tenantId, tenantId), eq(v.questionId, questionId)))
    .orderBy(desc(v.version));
}

export type QuestionFilter = {
  bankId: number;
  folderIds?: number[];
  kind?: string;
  difficulty?: number;
  tag?: string;
  keyword?: string;
  offset: number;
  limit: number;
};

/** A page of a bank's live questions, newest first, and how many match. */
export async function listQuestions(db: Executor, tenantId: TenantId, filter: QuestionFilter) {
  const conditions: SQL[] = [eq(q.tenantId, tenantId), eq(q.bankId, filter.bankId), isNull(q.removedAt)];
  if (filter.folderIds) conditions.push(inArray(q.folderId, filter.folderIds));
  if (filter.kind) conditions.push(eq(q.kind, filter.kind));
  if (filter.difficulty) conditions.push(eq(q.difficulty, filter.difficulty));
  if (filter.tag) conditions.push(arrayContains(q.tags, [filter.tag]));
  if (filter.keyword) conditions.push(sql`strpos(lower(${q.stemText}), lower(${filter.keyword})) > 0`);
  const rows = await db
    .select({ row: q, total: sql<number>`count(*) over ()::int` })
    .from(q)
    .where(and(...conditions))
    .orderBy(desc(q.updatedAt), desc(q.id))
    .limit(filter.limit)
    .offset(filter.offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(q)
      .where(and(...conditions));
    total = count?.total ?? 0;
  }
  return { rows: rows.map((entry) => entry.row), total };
}

/** Every live question of a bank (or of some of its folders), oldest first: what an export writes. */
export async function questionsToExport(db: Executor, tenantId: TenantId, bankId: number, folderIds?: number[]): Promise<QuestionRow[]> {
  const conditions: SQL[] = [eq(q.tenantId, tenantId), eq(q.bankId, bankId), isNull(q.removedAt)];
  if (folderIds) conditions.push(inArray(q.folderId, folderIds));
  return db
    .select()
    .from(q)
    .where(and(...conditions))
    .orderBy(asc(q.id));
}

/** The tags the tenant's live questions carry, most used first (optionally those starting with a prefix). */
export async function listTags(db: Executor, tenantId: TenantId, prefix: string | undefined, limit: number) {
  const result = await db.execute(sql`select tag, count(*)::int as count
      from assessment_questions, unnest(tags) as tag
     where tenant_id = ${tenantId} and removed_at is null
       ${prefix ? sql`and starts_with(lower(tag), lower(${prefix}))` : sql``}
     group by tag order by count(*) desc, tag limit ${limit}`);
  return (result as unknown as { rows: Array<{ tag: string; count: number }> }).rows.map((row) => ({
    tag: row.tag,
    count: Number(row.count),
  }));
}

/**
 * A question whose rich text (any version, a finished attempt's included) shows the stored file, if any. Pictures
 * are named by their address, always written in lower case (`storedFileAddress`).
 */
export async function findQuestionShowingFile(db: Executor, tenantId: TenantId, address: string): Promise<number | undefined> {
  const pattern = `%${address}%`;
  const [row] = await db
    .select({ questionId: v.questionId })
    .from(v)
    .where(
      and(
        eq(v.tenantId, tenantId),
        sql`(${v.stem} like ${pattern} or ${v.explanation} like ${pattern} or ${v.answer}::text like ${pattern})`,
      ),
    )
    .limit(1);
  return row?.questionId;
}
