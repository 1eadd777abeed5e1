import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const phase = (token?: string, tenant?: typeof DONGCHENG) =>
  t.call('GET', '/baseData/user/teacher-development/getTeacherCurrentPhase', {
    ...(token ? { token } : {}),
    ...(tenant ? { tenant } : {}),
  });

describe('GET /baseData/user/teacher-development/getTeacherCurrentPhase', () => {
  it("gives a teacher their phase, the next one and the tenant's ladder", async () => {
    const { access_token } = await t.login('teacher');
    const response = await phase(access_token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ phaseCode: '2', phaseName: '胜任型教师', rank: 2, nextPhase: { phaseCode: '3', phaseName: '骨干教师' } });
    expect(data.ladder.map((step: { rank: number }) => step.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has no next phase at the top of the ladder', async () => {
    const { access_token } = await t.login('expert');
    expect((await phase(access_token)).json().data).toMatchObject({ phaseCode: '5', nextPhase: null });
  });

  it('refuses accounts that are not teachers', async () => {
    const { access_token } = await t.login('district_admin');
    expect((await phase(access_token)).statusCode).toBe(403);
  });

  it('requires a session of this tenant', async () => {
    expect((await phase()).statusCode).toBe(401);
    const { access_token } = await t.login('teacher');
    expect((await phase(access_token, DONGCHENG)).statusCode).toBe(401);
    const district = await t.login('teacher', DONGCHENG);
    expect((await phase(district.access_token, DONGCHENG)).json().data.phaseCode).toBe('2');
  });
});
