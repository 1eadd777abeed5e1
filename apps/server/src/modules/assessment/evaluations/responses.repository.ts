import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  assessmentEvaluationRespondents as respondents,
  assessmentEvaluationResponses as responses,
  assessmentEvaluations,
} from '@server/db/schema/assessment-evaluations';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Answers and who gave them, kept apart: the respondents' rows say who answered (and guard one answer each), the
// responses hold what was answered. For an anonymous questionnaire nothing in a response names or orders it by person.

/** Whether the teacher has answered the questionnaire. */
export async function hasResponded(db: Executor, tenantId: TenantId, evaluationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: respondents.userId })
    .from(respondents)
    .where(and(eq(respondents.tenantId, tenantId), eq(respondents.evaluationId, evaluationId), eq(respondents.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records that the teacher answered; answers false when they already had (a second answer racing the first meets the
 * key and writes nothing).
 */
export async function insertRespondent(tx: Executor, tenantId: TenantId, evaluationId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(respondents)
    .values({ tenantId, evaluationId, userId })
    .onConflictDoNothing()
    .returning({ userId: respondents.userId });
  return rows.length > 0;
}

/** Writes one response under a random id: with the user id when named, without (and with only the day) when anonymous. */
export async function insertResponse(
  tx: Executor,
  tenantId: TenantId,
  response: { evaluationId: number; userId: number | null; answeredOn: string; answers: unknown },
): Promise<void> {
  await tx.insert(responses).values({ tenantId, id: randomUUID(), ...response });
}

/** A stored response as results read it: the answers, the day, and the respondent's name when named. */
export type ResponseRow = { answers: unknown; answeredOn: string; respondent: string | null };

/** Every response of a questionnaire, by day then random id (neither says who answered an anonymous one). */
export async function responsesOf(db: Executor, tenantId: TenantId, evaluationId: number): Promise<ResponseRow[]> {
  return db
    .select({ answers: responses.answers, answeredOn: responses.answeredOn, respondent: users.name })
    .from(responses)
    .leftJoin(users, and(eq(users.tenantId, responses.tenantId), eq(users.id, responses.userId)))
    .where(and(eq(responses.tenantId, tenantId), eq(responses.evaluationId, evaluationId)))
    .orderBy(asc(responses.answeredOn), asc(responses.id));
}

/** Each questionnaire's mean rating per rating question (position from 0), computed in the database. */
export async function ratingMeansOf(db: Executor, tenantId: TenantId, evaluationIds: readonly number[]) {
  if (evaluationIds.length === 0) return [];
  const result = await db.execute(sql`
    select r.evaluation_id as "evaluationId", (a.position - 1)::int as "position", avg((a.answer ->> 'value')::numeric)::float8 as "mean"
    from ${responses} r
    cross join lateral jsonb_array_elements(r.answers) with ordinality as a(answer, position)
    where r.tenant_id = ${tenantId} and r.evaluation_id in (${sql.join(
      evaluationIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and jsonb_typeof(a.answer) = 'object' and a.answer ->> 'kind' = 'rating'
    group by r.evaluation_id, a.position`);
  return (result as unknown as { rows: Array<{ evaluationId: number | string; position: number; mean: number }> }).rows.map((row) => ({
    evaluationId: Number(row.evaluationId),
    position: row.position,
    mean: Number(row.mean),
  }));
}

/** Of the teachers, who answered each evaluation unit of the programme (one query; never what they answered). */
export async function respondentsOfProgramme(db: Executor, tenantId: TenantId, programmeId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ unitId: assessmentEvaluations.unitId, userId: respondents.userId })
    .from(respondents)
    .innerJoin(
      assessmentEvaluations,
      and(eq(assessmentEvaluations.tenantId, respondents.tenantId), eq(assessmentEvaluations.id, respondents.evaluationId)),
    )
    .where(
      and(
        eq(respondents.tenantId, tenantId),
        eq(assessmentEvaluations.programmeId, programmeId),
        inArray(respondents.userId, [...new Set(userIds)]),
      ),
    );
}
