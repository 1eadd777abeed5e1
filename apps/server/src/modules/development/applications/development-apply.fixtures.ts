import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { expect } from 'vitest';
import { createTestApp, DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';

// What the development application tests share: a test app with its own file store, and the calls against it.

const base = '/teacherProfile/developmentApply';
export type Evidence = Record<string, string[]>;

/** A test app with its own file store and the demo accounts signed in. */
export async function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-apply-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const who: Record<string, LoginInfo> = {};
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  return {
    t,
    who,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Env = Awaited<ReturnType<typeof setUp>>;

/** The calls of this file against one test app. */
export function client(env: () => Env) {
  const token = (viewer: LoginInfo | undefined) => (viewer ? { token: viewer.access_token } : {});
  const post = (call: string, viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
    env().t.call('POST', `${base}/${call}`, { body, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const get = (call: string, viewer: LoginInfo | undefined, query: Record<string, string>, tenant?: TestTenant) =>
    env().t.call('GET', `${base}/${call}`, { query, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const remove = (fileId: string, viewer: LoginInfo | undefined) => env().t.call('DELETE', `/files/${fileId}`, token(viewer));

  /** Uploads a PDF as evidence and answers its id. */
  async function uploadPdf(owner: LoginInfo, tenant?: TestTenant): Promise<string> {
    const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="证明.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await env().t.call('POST', '/files', {
      token: owner.access_token,
      ...(tenant ? { tenant } : {}),
      query: { purpose: 'evidence' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), minimalPdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  /** Evidence giving one file to every condition of the phase that asks for a required file. */
  async function evidenceFor(viewer: LoginInfo, postTypeCode: string, phaseCode: string, fileId: string): Promise<Evidence> {
    const files = await env().t.call('GET', '/teacherProfile/developmentApply/getConditionFileByPostTypeAndPhase', {
      token: viewer.access_token,
      query: { postTypeCode, phaseCode },
    });
    const required = (files.json().data as Array<{ conditionCode: string; required: boolean }>).filter((file) => file.required);
    return Object.fromEntries(required.map((file) => [file.conditionCode, [fileId]]));
  }

  return { post, get, remove, uploadPdf, evidenceFor };
}
