import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { inflateSync } from 'node:zlib';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedCertificatesPage, MyCertificate } from '@yanxiu/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { certificates } from '@server/db/schema/learning';
import { tenants } from '@server/db/schema/tenants';
import { trainingEnrolments } from '@server/db/schema/training';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { issueAwardCertificate } from './certificates.public';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let demoTenantId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongcheng = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  demoTenantId = demo!.id;
  const rows = await t.deps.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantId, demoTenantId));
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const mine = async (login: LoginInfo) => (await t.call('GET', '/learning/certificates', as(login))).json().data as MyCertificate[];
const snapshot = async () => ({ certificates: await countRows(t.deps.db, certificates), audits: await countRows(t.deps.db, auditLog) });

/** Every stream of a PDF, inflated where compressed, as latin1 text. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      parts.push(inflateSync(raw).toString('latin1'));
    } catch {
      parts.push(raw.toString('latin1'));
    }
  }
  return parts.join('\n');
}

/** The entry names of a ZIP, read from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('my certificates', () => {
  it('lists the demo teacher’s valid and revoked certificates, newest first', async () => {
    const list = await mine(who.teacher!);
    expect(list.map((row) => row.status).sort()).toEqual(['revoked', 'valid']);
    const revoked = list.find((row) => row.status === 'revoked')!;
    expect(revoked.revokeReason).toBeTruthy();
    expect(revoked.revokedAt).toMatch(/^\d{4}-/);
    expect(list.every((row) => row.teacherName === '王芳' && /^[0-9A-Z]{12}$/.test(row.code))).toBe(true);
    expect(await mine(who.backbone!)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/learning/certificates')).statusCode).toBe(401);
  });
});

describe('public verification', () => {
  it('shows valid and revoked certificates without a session, and nothing personal', async () => {
    const [first, second] = await mine(who.teacher!);
    for (const certificate of [first!, second!]) {
      const response = await t.call('GET', `/learning/verify/${certificate.code.toLowerCase()}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.status).toBe(certificate.status);
      expect(data.teacherName).toBe('王芳');
      expect(Object.keys(data).sort()).toEqual([
        'award',
        'code',
        'expiresOn',
        'hours',
        'issuedOn',
        'issuerName',
        'revokeReason',
        'revokedAt',
        'source',
        'status',
        'teacherName',
        'title',
      ]);
      expect(response.body).not.toContain('13800000001');
    }
  });

  it('answers 404 for an unknown code and for a code of another tenant', async () => {
    expect((await t.call('GET', '/learning/verify/ZZZZZZZZZZZZ')).statusCode).toBe(404);
    const [certificate] = await mine(who.teacher!);
    expect((await t.call('GET', `/learning/verify/${certificate!.code}`, { tenant: DONGCHENG })).statusCode).toBe(404);
  });
});

describe('certificate PDF', () => {
  it('renders the holder’s certificate with the code, an embedded CJK font and an extractable name', async () => {
    const [certificate] = await mine(who.teacher!);
    const response = await t.call('GET', `/learning/certificates/${certificate!.id}/pdf`, as(who.teacher));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(certificate!.code);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(certificate!.code);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    // The ToUnicode maps carry 王 (738b) and 芳 (82b3): text extraction gives the name back.
    const streams = pdfStreams(pdf).toLowerCase();
    expect(streams).toContain('<738b>');
    expect(streams).toContain('<82b3>');
    // The QR code's address is on the request's host.
    expect(streams.length).toBeGreaterThan(1000);
  });

  it('stamps a revoked certificate as revoked across the page and in its title; a valid one carries no stamp', async () => {
    const list = await mine(who.teacher!);
    const pdfOf = async (id: number) => (await t.call('GET', `/learning/certificates/${id}/pdf`, as(who.teacher))).rawPayload;
    const revoked = await pdfOf(list.find((row) => row.status === 'revoked')!.id);
    const valid = await pdfOf(list.find((row) => row.status === 'valid')!.id);
    expect(revoked.toString('latin1')).toMatch(/\(Certificate [0-9A-Z]{12} - REVOKED\)/);
    expect(valid.toString('latin1')).not.toContain('REVOKED');
    // 撤 (64a4) of 已撤销 is drawn on the revoked page only.
    expect(pdfStreams(revoked).toLowerCase()).toContain('<64a4>');
    expect(pdfStreams(valid).toLowerCase()).not.toContain('<64a4>');
  });

  it('is for the holder and staff over them only', async () => {
    const [certificate] = await mine(who.teacher!);
    const path = `/learning/certificates/${certificate!.id}/pdf`;
    expect((await t.call('GET', path)).statusCode).toBe(401);
    expect((await t.call('GET', path, as(who.backbone))).statusCode).toBe(403);
    expect((await t.call('GET', path, as(who.school_admin))).statusCode).toBe(200);
    expect((await t.call('GET', path, as(who.district_admin))).statusCode).toBe(200);
    expect((await t.call('GET', path, { ...as(who.dongcheng), tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await t.call('GET', '/learning/certificates/999999/pdf', as(who.teacher))).statusCode).toBe(404);
  });
});

describe('staff list', () => {
  const list = async (
    login: LoginInfo | undefined,
    query: Record<string, string> = {},
    tenant = undefined as typeof DONGCHENG | undefined,
  ) => t.call('GET', '/learning/manage/certificates', { ...as(login), query, ...(tenant ? { tenant } : {}) });

  it('filters by status and keyword within the caller’s reach', async () => {
    const all = (await list(who.school_admin)).json().data as ManagedCertificatesPage;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.records.every((row) => row.schoolName.length > 0)).toBe(true);
    const revoked = (await list(who.district_admin, { status: 'revoked' })).json().data as ManagedCertificatesPage;
    expect(revoked.records.every((row) => row.status === 'revoked')).toBe(true);
    expect(revoked.total).toBeGreaterThanOrEqual(1);
    const code = all.records[0]!.code;
    const byCode = (await list(who.district_admin, { keyword: code.slice(2, 9).toLowerCase() })).json().data as ManagedCertificatesPage;
    expect(byCode.records.map((row) => row.code)).toContain(code);
    expect(((await list(who.district_admin, { keyword: '王芳' })).json().data as ManagedCertificatesPage).total).toBe(all.total);
  });

  it('refuses teachers, bad filters and other tenants', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(who.teacher)).statusCode).toBe(403);
    expect((await list(who.district_admin, { status: 'lost' })).statusCode).toBe(400);
    const other = (await list(who.dongcheng, {}, DONGCHENG)).json().data as ManagedCertificatesPage;
    expect(other.total).toBe(0);
  });
});

describe('issuing, revoking and the ZIP', () => {
  let programmeId: number;

  beforeAll(async () => {
    const [enrolment] = await t.deps.db
      .select({ programmeId: trainingEnrolments.programmeId })
      .from(trainingEnrolments)
      .where(
        and(
          eq(trainingEnrolments.tenantId, demoTenantId),
          eq(trainingEnrolments.userId, ids.teacher!),
          eq(trainingEnrolments.status, 'enrolled'),
        ),
      )
      .limit(1);
    programmeId = enrolment!.programmeId;
  });

  const issue = (login: LoginInfo | undefined, body: unknown) =>
    t.call('POST', '/learning/manage/certificates/issue', { ...as(login), body });
  const revoke = (login: LoginInfo | undefined, body: unknown) =>
    t.call('POST', '/learning/manage/certificates/revoke', { ...as(login), body });
  const zip = (login: LoginInfo | undefined, id: number) =>
    t.call('GET', '/learning/manage/certificates/zip', { ...as(login), query: { programmeId: String(id) } });

  it('refuses bad input, wrong roles and strangers without writing anything', async () => {
    const before = await snapshot();
    const free = { kind: 'free', title: '线下集中研修', hours: 6, userIds: [ids.backbone] };
    expect((await issue(undefined, free)).statusCode).toBe(401);
    expect((await issue(who.teacher, free)).statusCode).toBe(403);
    expect((await issue(who.district_admin, { ...free, hours: 0 })).statusCode).toBe(400);
    expect((await issue(who.district_admin, { ...free, userIds: [] })).statusCode).toBe(400);
    expect((await issue(who.district_admin, { ...free, expiresOn: '2020-01-01' })).statusCode).toBe(422);
    // The school admin is not over a teacher of another school; staff are no teachers.
    expect((await issue(who.school_admin, free)).statusCode).toBe(422);
    expect((await issue(who.district_admin, { ...free, userIds: [ids.district_admin] })).statusCode).toBe(422);
    expect((await issue(who.district_admin, { kind: 'programme', programmeId, userIds: [ids.district_admin] })).statusCode).toBe(422);
    expect((await issue(who.dongcheng, free)).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/learning/manage/certificates/issue', { ...as(who.dongcheng), tenant: DONGCHENG, body: free })).statusCode,
    ).toBe(422);
    expect((await revoke(who.district_admin, { id: 1 })).statusCode).toBe(400);
    expect((await revoke(who.teacher, { id: 1, reason: 'x' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('issues a programme certificate once, skips a second, then revokes it once', async () => {
    const before = await snapshot();
    const body = { kind: 'programme', programmeId, userIds: [ids.teacher], expiresOn: '2099-12-31' };
    const first = await issue(who.district_admin, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.issued).toHaveLength(1);
    const second = (await issue(who.district_admin, body)).json().data;
    expect(second.issued).toEqual([]);
    expect(second.skipped).toEqual([{ userId: ids.teacher, name: '王芳' }]);
    expect(await snapshot()).toEqual({ certificates: before.certificates + 1, audits: before.audits + 1 });

    const archive = await zip(who.district_admin, programmeId);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    const names = zipEntries(archive.rawPayload);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^王芳-[0-9A-Z]{12}\.pdf$/);
    expect((await zip(who.teacher, programmeId)).statusCode).toBe(403);
    expect((await zip(who.district_admin, 999999)).statusCode).toBe(404);

    const id = first.json().data.issued[0].certificateId as number;
    expect((await revoke(who.backbone, { id, reason: '错误' })).statusCode).toBe(403);
    const revoked = await revoke(who.district_admin, { id, reason: '学时有误' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    const again = await revoke(who.district_admin, { id, reason: '学时有误' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4530);
    expect((await zip(who.district_admin, programmeId)).json().code).toBe(4531);
    expect(await snapshot()).toEqual({ certificates: before.certificates + 1, audits: before.audits + 2 });
  });

  it('issues a free-title certificate to teachers the caller is over', async () => {
    const response = await issue(who.school_admin, { kind: 'free', title: '校本线下教研', hours: 2.5, userIds: [ids.teacher] });
    expect(response.statusCode, response.body).toBe(200);
    const [newest] = await mine(who.teacher!);
    expect(newest).toMatchObject({ title: '校本线下教研', hours: 2.5, source: 'staff', status: 'valid', expiresOn: null });
  });
});

describe('award certificates', () => {
  it('read as a certificate of award (project, honour, level; no hours) in the list, on verification and on paper', async () => {
    const [admin] = await t.deps.db
      .select({ orgUnitId: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, demoTenantId), eq(users.id, ids.district_admin!)));
    const award = {
      userId: ids.backbone!,
      title: '2026 年优秀教师评选',
      honour: '区级教学能手',
      level: '2',
      issuerUnitId: admin!.orgUnitId!,
      issuedBy: ids.district_admin!,
      now: new Date(),
    };
    const id = await t.deps.db.transaction((tx) => issueAwardCertificate(eventScopeFromDeps(t.deps, tx, asTenantId(demoTenantId)), award));
    const held = (await mine(who.backbone!)).find((row) => row.id === id)!;
    expect(held).toMatchObject({
      source: 'award',
      title: '2026 年优秀教师评选',
      hours: 0,
      award: { honour: '区级教学能手', level: '2' },
      expiresOn: null,
    });
    const verified = (await t.call('GET', `/learning/verify/${held.code}`)).json().data;
    expect(verified).toMatchObject({ source: 'award', title: '2026 年优秀教师评选', award: { honour: '区级教学能手', level: '2' } });

    const pdf = (await t.call('GET', `/learning/certificates/${id}/pdf`, as(who.backbone))).rawPayload;
    expect(pdf.toString('latin1')).toContain(`(Certificate of Award ${held.code})`);
    const streams = pdfStreams(pdf).toLowerCase();
    // 荣 (8363) of 荣誉证书, the honour's 能 (80fd) and the level's 区县级 (53bf 县) are drawn; nothing of 培训证书
    // (57f9 培) nor of 学时 Hours (65f6 时).
    for (const glyph of ['<8363>', '<80fd>', '<53bf>']) expect(streams).toContain(glyph);
    for (const glyph of ['<57f9>', '<65f6>']) expect(streams).not.toContain(glyph);
    // A training certificate keeps its wording.
    const [training] = await mine(who.teacher!);
    const trainingPdf = (await t.call('GET', `/learning/certificates/${training!.id}/pdf`, as(who.teacher))).rawPayload;
    expect(trainingPdf.toString('latin1')).toContain(`(Certificate of Training ${training!.code})`);
    expect(pdfStreams(trainingPdf).toLowerCase()).toContain('<57f9>');
  });
});
