import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { profileRecordPath, type ProfileRecordOperation } from '@yanxiu/contract/paths';
import type { ProfileKind } from '@yanxiu/contract/profile';
import { expect } from 'vitest';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { DEMO_PROFILE_RECORDS } from './demo/profile-demo-records';

// What profile tests share (other modules' tests too, e.g. a development condition counting verified records): an
// app with the demo accounts signed in, calls of each kind, uploads, and a valid record of every kind.

export type ProfileEnv = {
  t: TestApp;
  who: Record<string, LoginInfo>;
  id(username: string): number;
};

/** One app for a whole test file, with the given demo accounts signed in (and `dongcheng`, a teacher of another tenant). */
export async function setUpProfile(usernames: readonly string[]): Promise<ProfileEnv> {
  const t = await createTestApp();
  const who: Record<string, LoginInfo> = {};
  for (const name of usernames) who[name] = await t.login(name);
  who.dongcheng = await t.login('teacher', DONGCHENG);
  return { t, who, id: (name) => Number(who[name]!.userId) };
}

type Caller = LoginInfo | undefined;
const auth = (caller: Caller) => (caller ? { token: caller.access_token } : {});

/** The calls of the profile API as `caller` (none: without a session), on the demo tenant unless told. */
export function profileClient(env: () => ProfileEnv) {
  const get = (path: string, caller: Caller, query: Record<string, string> = {}, tenant?: TestTenant) =>
    env().t.call('GET', path, { query, ...auth(caller), ...(tenant ? { tenant } : {}) });
  const post = (path: string, caller: Caller, body: unknown, tenant?: TestTenant) =>
    env().t.call('POST', path, { body, ...auth(caller), ...(tenant ? { tenant } : {}) });
  return {
    get,
    post,
    /** A kind's spec call: list (GET, `query`) or save and del (POST, `body`). */
    kind(kind: ProfileKind, operation: ProfileRecordOperation, caller: Caller, input: unknown = {}, tenant: TestTenant = DEMO) {
      const path = profileRecordPath(kind, operation);
      return operation === 'list' ? get(path, caller, input as Record<string, string>, tenant) : post(path, caller, input, tenant);
    },
    /** Uploads a file as `owner` and answers its id: a PDF by default, or the given bytes. */
    async upload(
      owner: LoginInfo,
      file: { name: string; type: string; bytes: Buffer } = { name: '证书.pdf', type: 'application/pdf', bytes: minimalPdf() },
    ): Promise<string> {
      const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
      const response = await env().t.call('POST', '/files', {
        token: owner.access_token,
        query: { purpose: 'evidence' },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    },
  };
}

/** A valid save body of a kind (the demo teacher's record of it), with the extra fields given. */
export function exampleRecord(kind: ProfileKind, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const record = DEMO_PROFILE_RECORDS.teacher!.find((candidate) => candidate.kind === kind);
  if (!record) throw new Error(`no demo record of kind ${kind}`);
  return {
    title: record.title,
    date: record.date,
    ...(record.level === null ? {} : { level: record.level }),
    fields: record.fields,
    ...extra,
  };
}

/** Expects the error envelope with a status and code. */
export function expectError(response: { statusCode: number; body: string; json(): { code: number } }, status: number, code: number) {
  expect({ status: response.statusCode, code: response.json().code }, response.body).toEqual({ status, code });
}
