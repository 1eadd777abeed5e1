import { gunzipSync } from 'node:zlib';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { MyCertificate } from '@yanxiu/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { certificates } from '@server/db/schema/learning';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { credentialKeys } from '@server/db/schema/credentials';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let backboneId: number;
let dongchengTeacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const [row] = await t.deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.username, 'backbone'), eq(tenants.appId, 'yxdemo')))
    .limit(1);
  backboneId = row!.id;
  const [dongcheng] = await t.deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.username, 'teacher'), eq(tenants.appId, DONGCHENG.appId)))
    .limit(1);
  dongchengTeacherId = dongcheng!.id;
});
afterAll(() => t.close());

/** A decoded JSON document, read by path in assertions. */
type Doc = { [key: string]: Doc };

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const mine = async (login: LoginInfo) => (await t.call('GET', '/learning/certificates', as(login))).json().data as MyCertificate[];
const download = (login: LoginInfo | undefined, id: number, tenant = {}) =>
  t.call('GET', `/learning/certificates/${id}/credential`, { ...as(login), ...tenant });
const verify = (credential: string, tenant = {}) => t.call('POST', '/learning/credentials/verify', { body: { credential }, ...tenant });
const outcomeOf = async (credential: string, tenant = {}) => (await verify(credential, tenant)).json().data.outcome as string;

async function credentialOf(login: LoginInfo, id: number, tenant = {}): Promise<string> {
  const response = await download(login, id, tenant);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** Whether a position's bit is set in the tenant's status list, read from the published (signed) list. */
async function revokedBit(index: number): Promise<boolean> {
  const list = await t.call('GET', '/learning/credentials/status/1');
  expect(list.statusCode, list.body).toBe(200);
  const subject = (decodeJwt(list.body) as { credentialSubject: { encodedList: string } }).credentialSubject;
  const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

const statusIndexOf = (jwt: string) =>
  Number((decodeJwt(jwt) as { credentialStatus: { statusListIndex: string } }).credentialStatus.statusListIndex);

describe('a certificate as an Open Badges 3.0 credential', () => {
  it('is downloaded by its holder as a VC-JOSE credential naming the issuer, its key and its status list', async () => {
    const [valid] = (await mine(who.teacher!)).filter((row) => row.status === 'valid');
    const response = await download(who.teacher, valid!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vc+jwt');
    expect(response.headers['content-disposition']).toContain('.jwt');
    const header = decodeProtectedHeader(response.body);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const issuerId = 'http://localhost/api/learning/credentials/issuer?appId=yxdemo';
    expect(header.kid).toMatch(new RegExp(`^${issuerId.replace(/[?.]/g, '\\$&')}#[A-Za-z0-9_-]{16}$`));
    const credential = decodeJwt(response.body) as unknown as Doc;
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(`http://localhost/pc/verify/${valid!.code}`);
    expect(credential.issuer).toMatchObject({ id: issuerId, type: ['Profile'] });
    expect(credential.iss).toBe(issuerId);
    expect(credential.credentialSubject!.identifier).toEqual([
      { type: 'IdentityObject', identityHash: '王芳', identityType: 'name', hashed: false },
    ]);
    expect(credential.credentialSubject!.achievement).toMatchObject({ type: ['Achievement'], name: valid!.title });
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: 'http://localhost/api/learning/credentials/status/1?appId=yxdemo',
    });
    // The same certificate keeps its position however often it is downloaded.
    expect(statusIndexOf(await credentialOf(who.teacher!, valid!.id))).toBe(statusIndexOf(response.body));
  });

  it('is refused to other teachers, another tenant and unknown ids, without writing anything', async () => {
    const [own] = await mine(who.teacher!);
    const before = await countRows(t.deps.db, credentialKeys);
    expect((await download(who.backbone, own!.id)).statusCode).toBe(403);
    expect((await download(undefined, own!.id)).statusCode).toBe(401);
    expect((await download(who.dongchengTeacher, own!.id)).statusCode).toBe(401);
    expect((await download(who.dongchengAdmin, own!.id, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await download(who.teacher, 999_999_999)).statusCode).toBe(404);
    expect(await countRows(t.deps.db, credentialKeys)).toBe(before);
    // Staff over the holder may download it, as they may its PDF.
    expect((await download(who.district_admin, own!.id)).statusCode).toBe(200);
  });
});

describe('the published issuer, keys and status list', () => {
  it('serves the issuer profile and JWKS without a session, each tenant its own keys', async () => {
    const [own] = await mine(who.teacher!);
    const kid = decodeProtectedHeader(await credentialOf(who.teacher!, own!.id)).kid;
    const jwks = await t.call('GET', '/learning/credentials/jwks');
    expect(jwks.statusCode, jwks.body).toBe(200);
    expect(jwks.headers['access-control-allow-origin']).toBe('*');
    const keys = jwks.json().keys as Array<Record<string, string>>;
    expect(keys.find((key) => key.kid === kid)).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys.every((key) => !('d' in key))).toBe(true);
    const profile = (await t.call('GET', '/learning/credentials/issuer')).json();
    expect(profile).toMatchObject({
      id: 'http://localhost/api/learning/credentials/issuer?appId=yxdemo',
      type: ['Profile'],
      url: 'http://localhost',
    });
    expect(profile.name).toBeTruthy();
    expect(profile.verificationMethod.map((method: { id: string }) => method.id)).toEqual(keys.map((key) => key.kid));
    expect(profile.assertionMethod).toContain(kid);
    const other = (await t.call('GET', '/learning/credentials/jwks', { tenant: DONGCHENG })).json().keys as Array<{ kid: string }>;
    expect(other.map((key) => key.kid)).not.toContain(kid);
    expect((await t.call('GET', '/learning/credentials/jwks', { query: { appId: DONGCHENG.appId } })).statusCode).toBe(403);
  });

  it('serves a signed BitstringStatusListCredential, and 404 past the lists in use', async () => {
    const list = await t.call('GET', '/learning/credentials/status/1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toBe('application/vc+jwt');
    const credential = decodeJwt(list.body) as unknown as Doc;
    expect(credential.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(credential.credentialSubject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
    expect(gunzipSync(Buffer.from(String(credential.credentialSubject!.encodedList).slice(1), 'base64url'))).toHaveLength(131_072 / 8);
    expect((await t.call('GET', '/learning/credentials/status/2')).statusCode).toBe(404);
    expect((await t.call('GET', '/learning/credentials/status/0')).statusCode).toBe(400);
  });
});

describe('verifying a credential file', () => {
  it('flips a revoked certificate in the status list, so the credential no longer verifies', async () => {
    const issued = await t.call('POST', '/learning/manage/certificates/issue', {
      ...as(who.district_admin),
      body: { kind: 'free', title: '线下集中研修', hours: 6, userIds: [backboneId] },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const id = issued.json().data.issued[0].certificateId as number;
    const jwt = await credentialOf(who.backbone!, id);
    const index = statusIndexOf(jwt);
    expect(await revokedBit(index)).toBe(false);
    expect((await verify(jwt)).json().data).toMatchObject({ outcome: 'valid', certificate: { title: '线下集中研修', status: 'valid' } });
    const revoke = await t.call('POST', '/learning/manage/certificates/revoke', {
      ...as(who.district_admin),
      body: { id, reason: '重复颁发' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await revokedBit(index)).toBe(true);
    expect(await outcomeOf(jwt)).toBe('revoked');
  });

  it('tells a changed signature, another issuer, an expired certificate and an unreadable file apart', async () => {
    const [own] = (await mine(who.teacher!)).filter((row) => row.status === 'valid');
    const jwt = await credentialOf(who.teacher!, own!.id);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const changed = { ...decodeJwt(jwt), name: '伪造的证书' };
    expect(await outcomeOf(`${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`)).toBe(
      'signatureInvalid',
    );
    expect(await outcomeOf(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBe('signatureInvalid');
    // Dongcheng's credential, brought to the demo tenant's page: none of its keys signed it.
    const dongcheng = await t.call('POST', '/learning/manage/certificates/issue', {
      ...as(who.dongchengAdmin),
      tenant: DONGCHENG,
      body: { kind: 'free', title: '东城区研修', hours: 2, userIds: [dongchengTeacherId] },
    });
    expect(dongcheng.statusCode, dongcheng.body).toBe(200);
    const dongchengId = dongcheng.json().data.issued[0].certificateId as number;
    const foreign = await credentialOf(who.dongchengTeacher!, dongchengId, { tenant: DONGCHENG });
    expect(await outcomeOf(foreign, { tenant: DONGCHENG })).toBe('valid');
    expect(await outcomeOf(foreign)).toBe('otherIssuer');
    expect(await outcomeOf(jwt, { tenant: DONGCHENG })).toBe('otherIssuer');
    expect(await outcomeOf('e30.e30.AAAA')).toBe('otherIssuer');
    expect(await outcomeOf('AAAA.AAAA.AAAA')).toBe('unreadable');
    expect((await verify('not a credential')).statusCode).toBe(400);

    // Past its expiry day (China dates), a new download carries the past validUntil and is expired.
    const db = t.deps.db;
    await db.update(certificates).set({ expiresOn: '2020-01-31' }).where(eq(certificates.id, own!.id));
    try {
      const expired = await credentialOf(who.teacher!, own!.id);
      expect((decodeJwt(expired) as { validUntil: string }).validUntil).toBe('2020-01-31T16:00:00.000Z');
      expect(await outcomeOf(expired)).toBe('expired');
    } finally {
      await db.update(certificates).set({ expiresOn: own!.expiresOn }).where(eq(certificates.id, own!.id));
    }
  });
});

describe('rotating the signing key', () => {
  const rotate = (login: LoginInfo | undefined) => t.call('POST', '/learning/manage/credentials/keys/rotate', as(login));

  it('is district staff work; the old key stays published and what it signed still verifies', async () => {
    const [own] = (await mine(who.teacher!)).filter((row) => row.status === 'valid');
    const before = await credentialOf(who.teacher!, own!.id);
    const oldKid = decodeProtectedHeader(before).kid!;
    expect((await rotate(who.teacher)).statusCode).toBe(403);
    expect((await rotate(who.school_admin)).statusCode).toBe(403);
    expect((await rotate(undefined)).statusCode).toBe(401);
    const rotated = await rotate(who.district_admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const keys = rotated.json().data as Array<{ kid: string; retiredAt: string | null }>;
    expect(keys[0]!.retiredAt).toBeNull();
    expect(keys.filter((key) => key.retiredAt === null)).toHaveLength(1);
    expect(keys.find((key) => oldKid.endsWith(`#${key.kid}`))!.retiredAt).not.toBeNull();

    const after = await credentialOf(who.teacher!, own!.id);
    expect(decodeProtectedHeader(after).kid).toBe(`${oldKid.split('#')[0]}#${keys[0]!.kid}`);
    expect(await outcomeOf(before)).toBe('valid');
    expect(await outcomeOf(after)).toBe('valid');
    const published = (await t.call('GET', '/learning/credentials/jwks')).json().keys.map((key: { kid: string }) => key.kid);
    expect(published).toEqual(expect.arrayContaining([oldKid, decodeProtectedHeader(after).kid]));
    const listed = await t.call('GET', '/learning/manage/credentials/keys', as(who.district_admin));
    expect(listed.json().data).toEqual(keys);
  });
});
