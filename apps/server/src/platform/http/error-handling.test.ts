import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A route that fails the way a bug would, to see what reaches the user.
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    app.get('/api/test-only/boom', async () => {
      throw new Error('relation "secret_table" does not exist at java.lang.Thread');
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('the error envelope', () => {
  it('hides internals of a 5xx behind the generic message and a request id', async () => {
    const response = await t.call('GET', '/test-only/boom');
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ code: 5000, status: 5000, msg: '服务器开小差了，请稍后重试', data: { requestId: expect.any(String) } });
    expect(response.body).not.toMatch(/secret_table|java\.|Error|stack/);
    expect(response.headers['x-request-id']).toBe(body.data.requestId);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.call('POST', '/oauthService/login', { body: { username: 'teacher', password: 'x'.repeat(4000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(4013);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.call('GET', '/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4004, status: 4004 });
  });

  it('redirects / to /pc/ and serves the OpenAPI document', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/pc/');
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/baseData/app-info/search',
        '/api/oauthService/login',
        '/api/oauthService/checkToken/{tokenId}',
        '/api/oauthService/quitLogin/{tokenId}',
        '/api/baseData/user/teacher/getTeacherInfo/{userId}',
        '/api/baseData/basecode/findCodeByTypeCode',
        '/api/baseData/basecode/findSubjectAndSection',
        '/api/baseData/user/teacher-development/getTeacherCurrentPhase',
      ]),
    );
  });
});
