import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { expect } from 'vitest';
import { createTestApp, DEMO, DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';

// What the learning-hours tests share: a test app with its own file store, the demo accounts signed in (and one of
// another tenant), and the calls against it.

export async function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-hours-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const who: Record<string, LoginInfo> = {};
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'newteacher']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  const demo = await t.deps.tenants.byHostname(DEMO.host);
  return {
    t,
    who,
    tenantId: demo!.id,
    id: (name: string) => Number(who[name]!.userId),
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Env = Awaited<ReturnType<typeof setUp>>;

export function client(env: () => Env) {
  const auth = (viewer: LoginInfo | undefined) => (viewer ? { token: viewer.access_token } : {});
  const get = (
    url: string,
    viewer: LoginInfo | undefined,
    query: Record<string, string> = {},
    tenant?: TestTenant,
    headers?: Record<string, string>,
  ) => env().t.call('GET', url, { query, ...auth(viewer), ...(tenant ? { tenant } : {}), ...(headers ? { headers } : {}) });
  const post = (url: string, viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
    env().t.call('POST', url, { body, ...auth(viewer), ...(tenant ? { tenant } : {}) });

  /** Uploads a PDF for a purpose and answers its id. */
  async function upload(owner: LoginInfo, purpose = 'evidence'): Promise<string> {
    const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="结业证明.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await env().t.call('POST', '/files', {
      token: owner.access_token,
      query: { purpose },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), minimalPdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  return { get, post, upload };
}

/** Expects the error envelope with a code. */
export function expectError(response: { statusCode: number; json(): { code: number } }, status: number, code: number) {
  expect(response.statusCode).toBe(status);
  expect(response.json().code).toBe(code);
}
