import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { careerPhases } from '@server/db/schema/development';
import { teachers, users } from '@server/db/schema/identity';
import { client, setUp, type Env } from './applications/development-apply.fixtures';

// "Backbone teacher" is a recognition (the backbone role, profile's review) and a rung of the career ladder
// (development's phases). Whichever way a teacher becomes one, the role, the phase and what the pages read agree.

const BACKBONE_RUNG = '3';

async function signedIn(env: Env, username: string): Promise<LoginInfo> {
  return env.t.login(username);
}

/** What the teacher's own pages read: the roles (home), the stage page's phase, the portrait's phase, the backbone page. */
async function asShown(env: Env, viewer: LoginInfo) {
  const get = async (path: string, query: Record<string, string> = {}) => {
    const response = await env.t.call('GET', path, { token: viewer.access_token, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return {
    roles: (await get(`/baseData/user/teacher/getTeacherInfo/${viewer.userId}`)).roles as string[],
    stagePhase: (await get(ApiPaths.getTeacherCurrentPhase)).phaseCode as string,
    portraitPhase: (await get(ApiPaths.portraitTeacher)).teacher.phaseCode as string | null,
    recognised: (await get('/profile/backbone/mine')).isBackbone as boolean,
  };
}

/** Takes the demo's backbone application of 王芳 (waiting at the school step) through the school and the district. */
async function approveDemoBackboneApplication(env: Env) {
  const pending = await env.t.call('GET', '/profile/backbone/mine', { token: env.who.teacher!.access_token });
  const applyId = pending.json().data.application.applyId as number;
  for (const reviewer of [env.who.school_admin!, env.who.district_admin!]) {
    const decided = await env.t.call('POST', '/profile/backbone/decide', {
      token: reviewer.access_token,
      body: { applyId, decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return applyId;
}

const auditOf = (env: Env, action: string) =>
  env.t.deps.db
    .select({ entityId: auditLog.entityId, actor: auditLog.actorUserId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, action));

describe('the backbone recognition puts the teacher on the backbone rung', () => {
  let env: Env;
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('seeds the demo accounts with the role exactly when they stand on the backbone rung or above', async () => {
    const db = env.t.deps.db;
    const tenantId = (await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.username, 'teacher')).limit(1))[0]!.tenantId;
    const ladder = await db.select().from(careerPhases).where(eq(careerPhases.tenantId, tenantId)).orderBy(asc(careerPhases.rank));
    const rung = ladder.find((phase) => phase.code === BACKBONE_RUNG)!.rank;
    const people = await db
      .select({ username: users.username, roles: users.roles, phaseCode: teachers.phaseCode })
      .from(users)
      .innerJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
      .where(eq(users.tenantId, tenantId));
    expect(people.length).toBeGreaterThan(5);
    for (const person of people) {
      const rank = ladder.find((phase) => phase.code === person.phaseCode)?.rank ?? 0;
      expect(person.roles.includes('backbone'), `${person.username} on phase ${person.phaseCode}`).toBe(rank >= rung);
    }
  });

  it('raises 王芳 from 胜任型教师 to 骨干教师 with the role, on every page, audited as the approver’s act', async () => {
    expect(await asShown(env, env.who.teacher!)).toEqual({ roles: ['teacher'], stagePhase: '2', portraitPhase: '2', recognised: false });
    const applyId = await approveDemoBackboneApplication(env);
    // A fresh session carries the granted role.
    expect(await asShown(env, await signedIn(env, 'teacher'))).toEqual({
      roles: ['teacher', 'backbone'],
      stagePhase: BACKBONE_RUNG,
      portraitPhase: BACKBONE_RUNG,
      recognised: true,
    });
    expect(await auditOf(env, 'development.phase_raised')).toEqual([
      {
        entityId: env.who.teacher!.userId,
        actor: Number(env.who.district_admin!.userId),
        before: { phaseCode: '2' },
        after: { phaseCode: BACKBONE_RUNG, raisedFor: { entityType: 'backbone_application', entityId: String(applyId) } },
      },
    ]);
  });
});

describe('reaching the backbone rung through a development application grants the role', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('makes 王芳 a backbone teacher when her application to 骨干教师 is finished, and a later recognition never lowers her', async () => {
    const { who } = env;
    const fileId = await c.uploadPdf(who.teacher!);
    const evidence = await c.evidenceFor(who.teacher!, '1', BACKBONE_RUNG, fileId);
    const applied = await c.post('developmentApply', who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: BACKBONE_RUNG,
      statement: '申请晋升骨干教师',
      evidence,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { applyId } = applied.json().data;
    for (const reviewer of [who.school_admin, who.district_admin]) {
      const decided = await c.post('auditApply', reviewer, { applyId, decision: 'approve' });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    expect((await c.post('finishProcess', who.district_admin, { applyId })).statusCode).toBe(200);

    expect(await asShown(env, await signedIn(env, 'teacher'))).toEqual({
      roles: ['teacher', 'backbone'],
      stagePhase: BACKBONE_RUNG,
      portraitPhase: BACKBONE_RUNG,
      recognised: true,
    });
    expect((await auditOf(env, 'teacher.role_granted')).map((entry) => entry.after)).toEqual([
      { roles: ['teacher', 'backbone'], grantedFor: { entityType: 'development_application', entityId: String(applyId) } },
    ]);

    // She moves on to 学科带头人 (4); the backbone application still waiting from the demo is then approved: she keeps
    // her phase, and nothing is raised.
    await env.t.deps.db
      .update(teachers)
      .set({ phaseCode: '4' })
      .where(eq(teachers.userId, Number(who.teacher!.userId)));
    await approveDemoBackboneApplication(env);
    expect((await asShown(env, await signedIn(env, 'teacher'))).stagePhase).toBe('4');
    expect(await auditOf(env, 'development.phase_raised')).toEqual([]);
  });
});
