import { Bitstring } from '@digitalbazaar/bitstring';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { MyCertificate } from '@yanxiu/contract/certificates';
import { decodeJWT, verifyJWS } from 'did-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// Our credentials checked as a verifier elsewhere would: with did-jwt (its own Ed25519 on @noble/curves, not the
// `jose` we sign with) against the keys we publish, and the status list read with Digital Bazaar's bitstring
// library. Only public addresses are fetched for checking, as an outside verifier has nothing else.

/** A key as did-jwt takes it (did-resolver's VerificationMethod). */
type VerificationMethod = Extract<Parameters<typeof verifyJWS>[1], unknown[]>[number];

let t: TestApp;
const who: Record<string, LoginInfo> = {};
beforeAll(async () => {
  t = await createTestApp();
  who.teacher = await t.login('teacher');
  who.district_admin = await t.login('district_admin');
});
afterAll(() => t.close());

type Credential = {
  issuer: { id: string };
  type: string[];
  credentialStatus: { statusListIndex: string; statusListCredential: string; statusPurpose: string };
};

/** A public address the credential names, fetched through the app (its host and query as they are). */
async function fetchPublic(address: string): Promise<string> {
  const url = new URL(address);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
  expect(response.statusCode, `${address}: ${response.body}`).toBe(200);
  return response.body;
}

/** The issuer's keys as verification methods, read from its profile (the credential's issuer id). */
async function issuerKeys(issuerId: string): Promise<VerificationMethod[]> {
  const profile = JSON.parse(await fetchPublic(issuerId)) as { verificationMethod: VerificationMethod[] };
  return profile.verificationMethod;
}

/** What an outside verifier does: the signature against the issuer's published key named by kid, then the status. */
async function verifyElsewhere(jwt: string): Promise<{ revoked: boolean; credential: Credential }> {
  const { header, payload } = decodeJWT(jwt);
  const credential = payload as unknown as Credential;
  const keys = await issuerKeys(credential.issuer.id);
  const signer = verifyJWS(
    jwt,
    keys.filter((key) => key.id === header.kid),
  );
  expect(signer.id).toBe(header.kid);

  const listJwt = await fetchPublic(credential.credentialStatus.statusListCredential);
  const list = decodeJWT(listJwt);
  const listIssuer = (list.payload as unknown as { issuer: string }).issuer;
  expect(listIssuer).toBe(credential.issuer.id);
  verifyJWS(
    listJwt,
    (await issuerKeys(listIssuer)).filter((key) => key.id === list.header.kid),
  );
  const subject = (list.payload as unknown as { credentialSubject: { encodedList: string; statusPurpose: string } }).credentialSubject;
  expect(subject.statusPurpose).toBe(credential.credentialStatus.statusPurpose);
  expect(subject.encodedList.startsWith('u')).toBe(true);
  const bits = new Bitstring({ buffer: await Bitstring.decodeBits({ encoded: subject.encodedList.slice(1) }) });
  return { revoked: bits.get(Number(credential.credentialStatus.statusListIndex)), credential };
}

const mine = async () =>
  (await t.call('GET', '/learning/certificates', { token: who.teacher!.access_token })).json().data as MyCertificate[];
const download = async (id: number) => {
  const response = await t.call('GET', `/learning/certificates/${id}/credential`, { token: who.teacher!.access_token });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe('our credentials, verified with libraries that are not ours', () => {
  it('verifies a valid credential, fails a revoked one on its status and a changed one on its signature', async () => {
    const list = await mine();
    const valid = await download(list.find((row) => row.status === 'valid')!.id);
    const revoked = await download(list.find((row) => row.status === 'revoked')!.id);

    const good = await verifyElsewhere(valid);
    expect(good.credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(good.revoked).toBe(false);
    expect((await verifyElsewhere(revoked)).revoked).toBe(true);

    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), name: '伪造' })).toString(
      'base64url',
    );
    await expect(verifyElsewhere(`${header}.${changed}.${signature}`)).rejects.toThrow(/invalid_signature/);
  });

  it('still verifies a credential signed before a key rotation', async () => {
    const valid = (await mine()).find((row) => row.status === 'valid')!;
    const before = await download(valid.id);
    const rotated = await t.call('POST', '/learning/manage/credentials/keys/rotate', { token: who.district_admin!.access_token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = await download(valid.id);
    expect(decodeJWT(after).header.kid).not.toBe(decodeJWT(before).header.kid);
    expect((await verifyElsewhere(before)).revoked).toBe(false);
    expect((await verifyElsewhere(after)).revoked).toBe(false);
  });
});
