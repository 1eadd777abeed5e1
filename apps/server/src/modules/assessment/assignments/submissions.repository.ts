import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentSubmissionRounds as r, assessmentSubmissions as s } from '@server/db/schema/assessment-assignments';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// A teacher's submission (one row per teacher and assignment, standing at its latest round) and its rounds. Every
// change of state is conditional on the state read (the round's number and status), so two writers crossing each
// other find one of them changed nothing and answer 409.

export type SubmissionRow = typeof s.$inferSelect;
export type RoundRow = typeof r.$inferSelect;

/** One submission; `lock` takes its row for the transaction. */
export async function findSubmission(db: Executor, tenantId: TenantId, id: number, lock = false): Promise<SubmissionRow | undefined> {
  let query = db
    .select()
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id)))
    .$dynamic();
  if (lock) query = query.for('update');
  const [row] = await query.limit(1);
  return row;
}

/** A teacher's submission to an assignment; `lock` takes its row. */
export async function findSubmissionOf(db: Executor, tenantId: TenantId, assignmentId: number, userId: number, lock = false) {
  let query = db
    .select()
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.assignmentId, assignmentId), eq(s.userId, userId)))
    .$dynamic();
  if (lock) query = query.for('update');
  const [row] = await query.limit(1);
  return row;
}

/** The teacher's submission, created (with an empty first round) when they had none; locked for the transaction. */
export async function submissionForWriting(tx: Executor, tenantId: TenantId, assignmentId: number, userId: number, now: Date) {
  const [created] = await tx
    .insert(s)
    .values({ tenantId, assignmentId, userId, round: 1, status: 'draft', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [s.tenantId, s.assignmentId, s.userId] })
    .returning({ id: s.id });
  if (created) await tx.insert(r).values({ tenantId, submissionId: created.id, round: 1, status: 'draft', updatedAt: now });
  return (await findSubmissionOf(tx, tenantId, assignmentId, userId, true))!;
}

/** A submission's rounds, first to latest. */
export function roundsOf(db: Executor, tenantId: TenantId, submissionId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.submissionId, submissionId)))
    .orderBy(asc(r.round));
}

/** Writes the latest round's draft (text and files). */
export async function writeDraft(
  tx: Executor,
  tenantId: TenantId,
  sub: SubmissionRow,
  draft: { text: string; fileIds: string[] },
  now: Date,
) {
  await tx
    .update(r)
    .set({ text: draft.text, fileIds: draft.fileIds, updatedAt: now })
    .where(and(eq(r.tenantId, tenantId), eq(r.submissionId, sub.id), eq(r.round, sub.round), eq(r.status, 'draft')));
  await tx
    .update(s)
    .set({ updatedAt: now })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, sub.id)));
}

/** After a return, the teacher's next round starts as a copy of the returned one's text and files. */
export async function openNextRound(tx: Executor, tenantId: TenantId, sub: SubmissionRow, now: Date): Promise<SubmissionRow> {
  const next = sub.round + 1;
  await tx.execute(sql`
    insert into ${r} (tenant_id, submission_id, round, status, text, file_ids, updated_at)
    select tenant_id, submission_id, ${next}, 'draft', text, file_ids, ${now} from ${r}
    where tenant_id = ${tenantId} and submission_id = ${sub.id} and round = ${sub.round}`);
  const [row] = await tx
    .update(s)
    .set({ round: next, status: 'draft', updatedAt: now })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, sub.id), eq(s.round, sub.round), eq(s.status, 'returned')))
    .returning();
  return row!;
}

/** Submits the draft round named; answers whether it did (false: the round moved on meanwhile). */
export async function submitRound(tx: Executor, tenantId: TenantId, sub: SubmissionRow, round: number, late: boolean, now: Date) {
  const rows = await tx
    .update(r)
    .set({ status: 'submitted', submittedAt: now, late, updatedAt: now })
    .where(and(eq(r.tenantId, tenantId), eq(r.submissionId, sub.id), eq(r.round, round), eq(r.status, 'draft')))
    .returning({ round: r.round });
  if (rows.length === 0 || sub.round !== round) return false;
  await tx
    .update(s)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, sub.id)));
  return true;
}

/** A tutor's decision on a round, as stored. */
export type RoundDecisionValues = {
  status: 'graded' | 'returned';
  score: number | null;
  rawScore: number | null;
  rubricPoints: number[];
  feedback: string;
  decidedBy: number;
  decidedAt: Date;
  passed: boolean | null;
};

/**
 * Decides the submitted round named, when it is still the submission's latest and waiting; answers whether it did. A
 * grade becomes the counted result (the last graded round counts).
 */
export async function decideRound(tx: Executor, tenantId: TenantId, submissionId: number, round: number, decision: RoundDecisionValues) {
  const { passed, ...values } = decision;
  const updated = await tx
    .update(s)
    .set({
      status: decision.status,
      updatedAt: decision.decidedAt,
      ...(decision.status === 'graded' ? { countedScore: decision.score, countedPassed: passed, countedRound: round } : {}),
    })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, submissionId), eq(s.round, round), eq(s.status, 'submitted')))
    .returning({ id: s.id });
  if (updated.length === 0) return false;
  await tx
    .update(r)
    .set({ ...values, updatedAt: decision.decidedAt })
    .where(and(eq(r.tenantId, tenantId), eq(r.submissionId, submissionId), eq(r.round, round)));
  return true;
}

/** Marks a submission excellent (or not); answers the row. */
export async function setExcellent(tx: Executor, tenantId: TenantId, submissionId: number, by: number | null, now: Date | null) {
  await tx
    .update(s)
    .set({ excellentAt: now, excellentBy: by })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, submissionId)));
}

/** Whether any teacher has submitted a round of the assignment (then it cannot be deleted or its unit removed). */
export async function hasSubmissions(db: Executor, tenantId: TenantId, assignmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.assignmentId, assignmentId), sql`(${s.status} <> 'draft' or ${s.round} > 1)`))
    .limit(1);
  return row !== undefined;
}

/** The submissions of an assignment one of whose rounds names a file, with that round (who may read the file). */
export async function roundsNamingFile(db: Executor, tenantId: TenantId, assignmentId: number, fileId: string) {
  return db
    .select({
      submissionId: s.id,
      userId: s.userId,
      round: r.round,
      status: r.status,
      excellent: sql<boolean>`${s.excellentAt} is not null and ${s.countedRound} = ${r.round}`,
    })
    .from(r)
    .innerJoin(s, and(eq(s.tenantId, r.tenantId), eq(s.id, r.submissionId)))
    .where(and(eq(r.tenantId, tenantId), eq(s.assignmentId, assignmentId), sql`${fileId}::uuid = any(${r.fileIds})`))
    .limit(50);
}
