import type { QuestionVersion } from '@yanxiu/contract/assessment-banks';
import { and, arrayOverlaps, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentQuestions as q } from '@server/db/schema/assessment';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { versionOf } from './question-content';
import { findVersions } from './questions.repository';

// What exams (in this domain) read of the banks: questions to put on a paper and the versions a paper names.

export type UsableQuestion = { questionId: number; bankId: number; version: number; kind: string; difficulty: number; tags: string[] };

const usableColumns = {
  questionId: q.id,
  bankId: q.bankId,
  version: q.currentVersion,
  kind: q.kind,
  difficulty: q.difficulty,
  tags: q.tags,
};

/**
 * Live questions by id, their rows share-locked for the transaction: a removal (which takes the row's update lock)
 * waits for the exam's write, then finds it through its usage check; an exam writing after a removal finds the
 * question missing here.
 */
export async function lockQuestionsForUse(tx: Executor, tenantId: TenantId, questionIds: readonly number[]): Promise<UsableQuestion[]> {
  if (questionIds.length === 0) return [];
  return tx
    .select(usableColumns)
    .from(q)
    .where(and(eq(q.tenantId, tenantId), inArray(q.id, [...questionIds]), isNull(q.removedAt)))
    .orderBy(asc(q.id))
    .for('share');
}

/** Live questions of some banks a random paper may draw from, by kind, difficulty and any of some tags. */
export async function drawableQuestions(
  db: Executor,
  tenantId: TenantId,
  filter: { bankIds: readonly number[]; kind?: string; difficulty?: number; tags?: readonly string[] },
): Promise<UsableQuestion[]> {
  if (filter.bankIds.length === 0) return [];
  const conditions: SQL[] = [eq(q.tenantId, tenantId), inArray(q.bankId, [...filter.bankIds]), isNull(q.removedAt)];
  if (filter.kind) conditions.push(eq(q.kind, filter.kind));
  if (filter.difficulty) conditions.push(eq(q.difficulty, filter.difficulty));
  if (filter.tags && filter.tags.length > 0) conditions.push(arrayOverlaps(q.tags, [...filter.tags]));
  return db
    .select(usableColumns)
    .from(q)
    .where(and(...conditions))
    .orderBy(asc(q.id));
}

/** The versions a paper names, whole (answers included: grading reads them; never send them to a sitting teacher). */
export async function readQuestionVersions(
  db: Executor,
  tenantId: TenantId,
  pairs: ReadonlyArray<{ questionId: number; version: number }>,
): Promise<QuestionVersion[]> {
  return (await findVersions(db, tenantId, pairs)).map(versionOf);
}
