import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { lessonPresenceChecks, lessonQuestions } from '@server/db/schema/learning';
import type { PendingCheck, QuestionForCheck } from './presence-rules';
import type { WatchKey } from './watch-key';

// The checks issued to a teacher on a lesson, and the author's questions a check may ask. Only the rare moments of
// a heartbeat (a check issued, missed or crossed) and the answers come here: the steady heartbeat never does.

const byCheck = (key: WatchKey, id: string) =>
  and(
    eq(lessonPresenceChecks.tenantId, key.tenantId),
    eq(lessonPresenceChecks.unitId, key.unitId),
    eq(lessonPresenceChecks.userId, key.userId),
    eq(lessonPresenceChecks.id, id),
  );

/** The check a watch state names, while it is still pending. */
export async function findCheck(db: Executor, key: WatchKey, id: string): Promise<PendingCheck | null> {
  const rows = await db.select().from(lessonPresenceChecks).where(byCheck(key, id)).limit(1);
  const row = rows[0];
  if (!row || row.outcome !== 'pending') return null;
  return {
    id: row.id,
    kind: row.kind === 'question' ? 'question' : 'pick_number',
    questionId: row.questionId,
    prompt: row.prompt,
    choices: row.choices,
    correctChoice: row.correctChoice,
    position: row.position,
    issuedAt: row.issuedAt.getTime(),
    deadline: row.deadline.getTime(),
    wrongAnswers: row.wrongAnswers,
  };
}

export async function insertCheck(db: Executor, key: WatchKey, check: PendingCheck): Promise<void> {
  await db.insert(lessonPresenceChecks).values({
    ...key,
    id: check.id,
    kind: check.kind,
    questionId: check.questionId,
    prompt: check.prompt,
    choices: [...check.choices],
    correctChoice: check.correctChoice,
    position: check.position,
    issuedAt: new Date(check.issuedAt),
    deadline: new Date(check.deadline),
  });
}

/**
 * Records how a pending check stands: a wrong answer (still pending), or its end. Guarded by `pending`, so a check
 * is judged once; answers whether the row was still pending.
 */
export async function judgeCheck(
  db: Executor,
  key: WatchKey,
  id: string,
  judged: { outcome: 'pending' | 'passed' | 'missed' | 'failed'; wrongAnswers: number; at: number },
): Promise<boolean> {
  const rows = await db
    .update(lessonPresenceChecks)
    .set({
      outcome: judged.outcome,
      wrongAnswers: judged.wrongAnswers,
      answeredAt: judged.outcome === 'missed' ? null : new Date(judged.at),
    })
    .where(and(byCheck(key, id), eq(lessonPresenceChecks.outcome, 'pending')))
    .returning({ id: lessonPresenceChecks.id });
  return rows.length === 1;
}

/** The moments of a lesson's questions, in order; the heartbeat path keeps them per lesson for a while. */
export async function findQuestionMoments(db: Executor, key: Pick<WatchKey, 'tenantId' | 'unitId'>): Promise<number[]> {
  const rows = await db
    .selectDistinct({ atSecond: lessonQuestions.atSecond })
    .from(lessonQuestions)
    .where(and(eq(lessonQuestions.tenantId, key.tenantId), eq(lessonQuestions.unitId, key.unitId), isNull(lessonQuestions.removedAt)))
    .orderBy(asc(lessonQuestions.atSecond));
  return rows.map((row) => row.atSecond);
}

/** A question at that moment the teacher has not passed yet (asked again after a miss), if any. */
export async function findQuestionToAsk(db: Executor, key: WatchKey, atSecond: number): Promise<QuestionForCheck | undefined> {
  const rows = await db
    .select({
      id: lessonQuestions.id,
      prompt: lessonQuestions.prompt,
      choices: lessonQuestions.choices,
      correctChoice: lessonQuestions.correctChoice,
    })
    .from(lessonQuestions)
    .where(
      and(
        eq(lessonQuestions.tenantId, key.tenantId),
        eq(lessonQuestions.unitId, key.unitId),
        eq(lessonQuestions.atSecond, atSecond),
        isNull(lessonQuestions.removedAt),
        sql`not exists (select 1 from lesson_presence_checks c where c.tenant_id = ${key.tenantId} and c.user_id = ${key.userId}
                          and c.question_id = ${lessonQuestions.id} and c.outcome = 'passed')`,
      ),
    )
    .orderBy(asc(lessonQuestions.id))
    .limit(1);
  return rows[0];
}
