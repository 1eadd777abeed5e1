import type { LoginInfo } from '@yanxiu/contract/auth';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { client, projectBody, setUp } from '@server/modules/selection/selection.fixtures';

// What the scoring and results tests share: the demo tenant with more experts (one at each school, one at the
// district office) and a school admin at the second school, a classified project scored by trimmed mean, and three
// applications that passed review: 王芳 (first school, primary group), 李强 and 周涛 (second school, junior group).

/** The extra accounts: username -> [name, school index (null: the district office), roles]. */
const EXTRA_ACCOUNTS = {
  expert_s0: ['周明', 0, ['teacher', 'expert']],
  expert_s1: ['吴刚', 1, ['teacher', 'expert']],
  expert_s1b: ['冯敏', 1, ['expert']],
  expert_d: ['郑华', null, ['expert']],
  expert_s2: ['韩雪', 2, ['expert']],
  head1: ['何军', 1, ['teacher', 'school_admin']],
} as const;

export type ScoringScenario = Awaited<ReturnType<typeof setUpScoring>>;

/** One app for a test file with the scenario above ready: the project published, the applications passed review. */
export async function setUpScoring() {
  const env = await setUp();
  const c = client(() => env);
  const db = env.t.deps.db;
  const [demoTeacher] = await db.select().from(users).where(eq(users.username, 'teacher')).orderBy(asc(users.tenantId)).limit(1);
  const tenantId = demoTeacher!.tenantId;
  const units = await db
    .select()
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId)))
    .orderBy(asc(orgUnits.id));
  const schools = units.filter((unit) => unit.level === 1);
  const office = units.find((unit) => unit.level === 2)!;
  for (const [username, [name, school, roles]] of Object.entries(EXTRA_ACCOUNTS)) {
    await db.insert(users).values({
      tenantId,
      username,
      passwordHash: demoTeacher!.passwordHash,
      name,
      orgUnitId: school === null ? office.id : schools[school]!.id,
      roles: [...roles],
    });
    env.who[username] = await env.t.login(username);
  }
  const { who } = env;
  const project = await c.publishedProject(
    who.district_admin!,
    projectBody({ title: '2026 年区级教学能手评选', scoreAggregation: 'trimmed' }),
  );
  const primary = project.groups.find((group) => group.sectionCode === '2')!.id;
  const junior = project.groups.find((group) => group.sectionCode === '3')!.id;

  const decide = async (viewer: LoginInfo, applyId: number) => {
    const response = await c.post('selectionReviewDecide', viewer, { applyId, decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
  };
  const apply = async (username: string, school: LoginInfo, sectionCode: string) => {
    const { applyId } = await c.submitted(who[username]!, project, sectionCode);
    await decide(school, applyId);
    await decide(who.district_admin!, applyId);
    return applyId;
  };
  const applications = {
    teacher: await apply('teacher', who.school_admin!, '2'),
    backbone: await apply('backbone', who.head1!, '3'),
    idle: await apply('idle', who.head1!, '3'),
  };
  const draft = (await c.post('selectionManageSaveProject', who.district_admin!, projectBody({ title: '草稿评选' }))).json().data
    .prjId as number;
  const scored = project.indicators.filter((indicator) => (indicator as { maxScore?: number }).maxScore !== 0);
  return { env, c, who, tenantId, project, groups: { primary, junior }, applications, draft, scored };
}

/** Scores for every scored indicator of the fixture's project: the given ones by position, the rest 5, each with a comment. */
export function scoresFor(
  indicators: ReadonlyArray<{ id: number }>,
  given: readonly number[] = [],
): Array<{ itemId: number; score: number; comment: string }> {
  return indicators.map((indicator, index) => ({ itemId: indicator.id, score: given[index] ?? 5, comment: `第 ${index + 1} 项评语` }));
}

/** A whole sheet of an application: the scores above and the overall comment every sheet carries. */
export function sheetFor(applyId: number, indicators: ReadonlyArray<{ id: number }>, given: readonly number[] = []) {
  return { applyId, scores: scoresFor(indicators, given), comment: '材料完整，评分如上' };
}

/** Asserts an error envelope with the HTTP status and catalogue code. */
export function expectError(response: { statusCode: number; body: string }, status: number, code: number): void {
  expect(response.statusCode, response.body).toBe(status);
  expect((JSON.parse(response.body) as { code: number }).code, response.body).toBe(code);
}
