import type { GrowthFileVerification } from '@yanxiu/contract/profile-growth-file';
import type { AnyProfileRecord } from '@yanxiu/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthFiles } from '@server/db/schema/profile';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { exampleRecord, expectError, profileClient, setUpProfile, type ProfileEnv } from '@server/modules/profile/profile.fixtures';

// The growth file as a PDF: who may download whose, the code an unchanged file keeps, and the public verification
// page's account of each printed record.

let env: ProfileEnv;
const c = profileClient(() => env);
type Caller = ProfileEnv['who'][string] | undefined;

beforeAll(async () => {
  env = await setUpProfile(['teacher', 'backbone', 'school_admin', 'district_admin']);
});
afterAll(async () => {
  await env.t.close();
});

const pdf = (caller: Caller, userId?: string) => c.get('/profile/growthFile/pdf', caller, userId ? { userId } : {});
/** The code a downloaded file carries (in the document's subject, which pdfkit writes as plain text). */
const codeOf = (body: Buffer) => /Teacher growth file ([0-9A-Z]{12})/.exec(body.toString('latin1'))?.[1];
const verify = (code: string, tenant = undefined as typeof DONGCHENG | undefined) =>
  env.t.call('GET', `/profile/growthFile/verify/${code}`, tenant ? { tenant } : {});

describe('downloading a growth file', () => {
  it('gives the teacher their own file as a PDF, with one code while it stays the same', async () => {
    const response = await pdf(env.who.teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('王芳-成长档案-');
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // 王芳's file runs over several pages.
    expect(Number(/\/Count (\d+)/.exec(body.toString('latin1'))?.[1])).toBeGreaterThan(1);
    const code = codeOf(body);
    expect(code).toMatch(/^[0-9A-Z]{12}$/);
    expect(codeOf((await pdf(env.who.teacher)).rawPayload)).toBe(code);
    expect(await countRows(env.t.deps.db, growthFiles)).toBe(1);
  });

  it('gives staff the file of a teacher under them and refuses everyone else', async () => {
    const teacherId = env.who.teacher!.userId;
    const backboneId = env.who.backbone!.userId;
    expect((await pdf(env.who.school_admin, teacherId)).statusCode).toBe(200);
    expect((await pdf(env.who.district_admin, backboneId)).statusCode).toBe(200);
    // 李强 teaches at another school than 陈静's.
    expectError(await pdf(env.who.school_admin, backboneId), 403, 4003);
    expectError(await pdf(env.who.backbone, teacherId), 403, 4003);
    expectError(await pdf(env.who.school_admin, '999999'), 403, 4003);
    expectError(await pdf(undefined), 401, 1001);
    expectError(await pdf(env.who.dongcheng), 401, 1001);
    expectError(await pdf(env.who.teacher, 'abc'), 400, 4000);
  });
});

describe('verifying a growth file', () => {
  it('tells anyone holding the paper who it is of and whether each printed record still stands', async () => {
    const before = (await pdf(env.who.teacher)).rawPayload;
    const code = codeOf(before)!;
    const first = await verify(code.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const checked: GrowthFileVerification = first.json().data;
    expect(checked).toMatchObject({ code, teacherName: '王芳', orgName: expect.stringContaining('第一实验小学') });
    expect(checked.records.length).toBeGreaterThan(10);
    expect(checked.records.every((record) => record.now === 'same' && record.state !== ('rejected' as string))).toBe(true);
    expect(first.body).not.toContain('userId');

    // An unverified record changed since, and a new one: the old file says which changed; a new download gets a new code.
    const record: AnyProfileRecord = (await c.kind('honor', 'save', env.who.teacher, exampleRecord('honor', { title: '新荣誉' }))).json()
      .data;
    const newCode = codeOf((await pdf(env.who.teacher)).rawPayload)!;
    expect(newCode).not.toBe(code);
    expect((await verify(code)).json().data.records.some((item: { title: string }) => item.title === '新荣誉')).toBe(false);
    await c.kind(
      'honor',
      'save',
      env.who.teacher,
      exampleRecord('honor', { id: record.id, version: record.version, title: '新荣誉（修改）' }),
    );
    const changed = (await verify(newCode)).json().data as GrowthFileVerification;
    expect(changed.records.find((item) => item.title === '新荣誉')).toMatchObject({ state: 'unverified', now: 'changed' });
    await c.kind('honor', 'del', env.who.teacher, { id: record.id });
    expect(((await verify(newCode)).json().data as GrowthFileVerification).records.find((item) => item.title === '新荣誉')?.now).toBe(
      'deleted',
    );

    expectError(await verify('ZZZZZZZZZZZZ'), 404, 4004);
    expectError(await verify(code, DONGCHENG), 404, 4004);
  });
});
