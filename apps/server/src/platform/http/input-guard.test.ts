import type { LoginInfo } from '@yanxiu/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { developmentTypes, postTypes } from '@server/db/schema/development-model';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// NUL bytes and lone UTF-16 surrogates are refused for every route before validation and handlers (input-guard.ts):
// they used to reach PostgreSQL and end in 500s.

let t: TestApp;
let admin: LoginInfo;
let teacher: LoginInfo;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('district_admin');
  teacher = await t.login('teacher');
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };

function expectRefused(response: { statusCode: number; json(): unknown }, path: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 4000,
    status: 4000,
    msg: expect.any(String),
    data: { issues: [{ path, message: expect.any(String) }] },
  });
}

describe('strings PostgreSQL cannot store', () => {
  it('refuses a lone surrogate in a JSON body (escaped, as a client sends it) and writes nothing', async () => {
    const before = { types: await countRows(t.deps.db, developmentTypes), audits: await countRows(t.deps.db, auditLog) };
    // The JSON text holds the six characters \ud800; parsing turns them into one unpaired surrogate.
    const body = '{"code":"9","name":"测试","nameEn":"\\ud800","sort":1,"enabled":true}';
    expectRefused(
      await t.call('POST', '/teacherProfile/developmentConfig/saveType', { token: admin.access_token, body, headers: json }),
      'body.nameEn',
    );
    expect({ types: await countRows(t.deps.db, developmentTypes), audits: await countRows(t.deps.db, auditLog) }).toEqual(before);
  });

  it('refuses them nested in arrays and in keys', async () => {
    const rows = await countRows(t.deps.db, postTypes);
    const body = '{"code":"P9","name":"x","nameEn":"x","sort":1,"enabled":true,"developmentTypeCode":"1","sectionCodes":["2","\\udc00"]}';
    expectRefused(
      await t.call('POST', '/teacherProfile/developmentConfig/savePostType', { token: admin.access_token, body, headers: json }),
      'body.sectionCodes.1',
    );
    const keyed =
      '{"code":"P9","name":"x","nameEn":"x","sort":1,"enabled":true,"developmentTypeCode":"1","sectionCodes":["2"],"x":{"a\\u0000":1}}';
    expectRefused(
      await t.call('POST', '/teacherProfile/developmentConfig/savePostType', { token: admin.access_token, body: keyed, headers: json }),
      'body.x.a\\u0000',
    );
    expect(await countRows(t.deps.db, postTypes)).toBe(rows);
  });

  it('refuses a NUL in the sign-in username before anything is counted or checked', async () => {
    const audits = await countRows(t.deps.db, auditLog);
    expectRefused(
      await t.call('POST', '/oauthService/login', { body: { username: 'tea\u0000cher', password: 'Yanxiu@2026' } }),
      'body.username',
    );
    expect(await countRows(t.deps.db, auditLog)).toBe(audits);
  });

  it('refuses a NUL in the query (values and keys) and in a path parameter', async () => {
    expectRefused(
      await t.call('GET', '/training/programmes', { token: teacher.access_token, query: { kind: 'common', keyword: 'math\u0000' } }),
      'query.keyword',
    );
    expectRefused(
      await t.call('GET', '/training/programmes', { token: teacher.access_token, query: { ['k\u0000']: '1' } }),
      'query.k\\u0000',
    );
    expectRefused(await t.call('GET', '/learning/verify/%00'), 'params.code');
    // Before the session is even looked at.
    expectRefused(await t.call('GET', '/training/programmes', { query: { keyword: '\u0000' } }), 'query.keyword');
  });

  it('lets Chinese and emoji (paired surrogates) through to validation and handlers as before', async () => {
    const search = await t.call('GET', '/training/programmes', {
      token: teacher.access_token,
      query: { kind: 'common', keyword: '数学😀' },
    });
    expect(search.statusCode).toBe(200);
    const login = await t.call('POST', '/oauthService/login', { body: { username: '王芳😀', password: 'wrong-password-1' } });
    expect(login.json().code).toBe(1002);
    expect((await t.call('GET', '/learning/verify/ABCDEFGHJKMN')).statusCode).toBe(404);
  });
});
