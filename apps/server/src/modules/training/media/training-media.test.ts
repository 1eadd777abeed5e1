import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedProgramme, MediaLink } from '@yanxiu/contract/training';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { openClasses, trainingEnrolments } from '@server/db/schema/training';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { createTestApp, DEMO, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { signMediaUrl } from './training-media-signing';
import { mp4OfSize, programmeInput, uploadAs } from './training-media.fixtures';

let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};
let demoTenantId: TenantId;
let programme: ManagedProgramme;
const videoBytes = mp4OfSize(5000);
let files: { video: string; document: string; cover: string; evidence: string };

async function userId(username: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, demoTenantId), eq(users.username, username)));
  return row!.id;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-media-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const name of ['teacher', 'backbone', 'idle', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DEMO.appId));
  demoTenantId = asTenantId(demo!.id);
  files = {
    video: await uploadAs(t, who.district_admin!, 'video', undefined, videoBytes),
    document: await uploadAs(t, who.district_admin!, 'document', undefined, minimalPdf('lesson handout')),
    cover: await uploadAs(t, who.district_admin!, 'cover'),
    evidence: await uploadAs(t, who.teacher!, 'evidence'),
  };
  const created = await t.call('POST', '/training/manage/programmes/create', {
    token: who.district_admin!.access_token,
    body: programmeInput(files),
  });
  programme = created.json().data;
  // The teacher is enrolled, the backbone teacher still waits for approval, `idle` has no enrolment.
  await t.deps.db.insert(trainingEnrolments).values([
    { tenantId: demoTenantId, programmeId: programme.id, userId: await userId('teacher'), status: 'enrolled', source: 'open' },
    { tenantId: demoTenantId, programmeId: programme.id, userId: await userId('backbone'), status: 'pending', source: 'approval' },
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const unitLink = (as: LoginInfo | undefined, unitId: number, tenant?: typeof DONGCHENG) =>
  t.call('GET', `/training/units/${unitId}/mediaLink`, { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}) });

/** Fetches a signed address as a `<video>` element would: no Bearer header, on the page's host. */
function fetchSigned(url: string, headers: Record<string, string> = {}, host = DEMO.host) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

describe('GET /training/covers/:id', () => {
  it('serves covers without a session, cacheable, and answers 304 to a cached copy', async () => {
    const response = await t.call('GET', `/training/covers/${files.cover}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    const cached = await t.call('GET', `/training/covers/${files.cover}`, { headers: { 'if-none-match': String(response.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('serves nothing but covers, of this tenant only', async () => {
    expect((await t.call('GET', `/training/covers/${files.video}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/training/covers/${files.evidence}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/training/covers/${files.cover}`, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await t.call('GET', `/training/covers/${files.cover}`, { withoutAppId: true })).statusCode).toBe(400);
    expect((await t.call('GET', '/training/covers/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /training/units/:id/mediaLink and the signed address', () => {
  it('gives an enrolled teacher a 10-minute address that streams the video with ranges', async () => {
    const response = await unitLink(who.teacher!, programme.units[0]!.id);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json().data as MediaLink;
    expect(link).toMatchObject({ contentType: 'video/mp4', name: 'video.bin' });
    expect(link.url).toMatch(new RegExp(`^/api/training/media/${files.video}\\?appId=yxdemo&uid=\\d+&exp=\\d+&sig=[\\w-]+$`));
    const minutes = (new Date(link.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const whole = await fetchSigned(link.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(videoBytes)).toBe(true);
    expect(whole.headers['content-disposition']).toMatch(/^inline; /);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await fetchSigned(link.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(part.rawPayload.equals(videoBytes.subarray(100, 200))).toBe(true);
    expect((await fetchSigned(link.url, { range: `bytes=${videoBytes.length}-` })).statusCode).toBe(416);

    const document = (await unitLink(who.teacher!, programme.units[1]!.id)).json().data as MediaLink;
    const pdf = await fetchSigned(document.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/lesson handout/);
  });

  it('refuses teachers not enrolled (none, or still pending) and staff who do not manage the programme', async () => {
    expect((await unitLink(who.idle!, programme.units[0]!.id)).statusCode).toBe(403);
    expect((await unitLink(who.backbone!, programme.units[0]!.id)).statusCode).toBe(403);
    expect((await unitLink(who.school_admin!, programme.units[0]!.id)).statusCode).toBe(403);
    expect((await unitLink(who.district_admin!, programme.units[0]!.id)).statusCode).toBe(200);
  });

  it('needs a session on the tenant, a known unit and a file to open', async () => {
    expect((await unitLink(undefined, programme.units[0]!.id)).statusCode).toBe(401);
    expect((await unitLink(who.dongchengAdmin!, programme.units[0]!.id, DONGCHENG)).statusCode).toBe(404);
    expect((await unitLink(who.teacher!, 99_999_999)).statusCode).toBe(404);
    // The offline session has no file.
    expect((await unitLink(who.teacher!, programme.units[2]!.id)).statusCode).toBe(404);
  });

  it('refuses a forged, altered, expired or foreign address', async () => {
    const link = (await unitLink(who.teacher!, programme.units[0]!.id)).json().data as MediaLink;
    const url = new URL(link.url, 'http://localhost');
    const withParam = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const forged = await fetchSigned(withParam('sig', 'A'.repeat(43)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(4104);
    // Someone else's user id, or a later expiry, breaks the signature.
    expect((await fetchSigned(withParam('uid', String(await userId('idle'))))).statusCode).toBe(401);
    expect((await fetchSigned(withParam('exp', String(Number(url.searchParams.get('exp')) + 3600)))).statusCode).toBe(401);
    // The same signature on another file.
    expect((await fetchSigned(`${url.pathname.replace(files.video, files.document)}${url.search}`)).statusCode).toBe(401);
    // Another tenant's host and appId: the signature names the demo tenant.
    expect((await fetchSigned(withParam('appId', DONGCHENG.appId), {}, DONGCHENG.host)).statusCode).toBe(401);
    expect((await fetchSigned(withParam('sig', 'short'))).statusCode).toBe(400);

    const old = signMediaUrl(
      t.deps.config.MEDIA_SIGNING_SECRET,
      DEMO.appId,
      { tenantId: demoTenantId, fileId: files.video, userId: await userId('teacher') },
      new Date(Date.now() - 11 * 60_000),
    );
    const expired = await fetchSigned(old.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 4106, msg: '链接已过期，请重新打开' });

    // A validly signed address still serves only lesson material, never a teacher's evidence.
    const evidence = signMediaUrl(t.deps.config.MEDIA_SIGNING_SECRET, DEMO.appId, {
      tenantId: demoTenantId,
      fileId: files.evidence,
      userId: await userId('teacher'),
    });
    expect((await fetchSigned(evidence.url)).statusCode).toBe(404);
  });
});

describe('GET /training/openClasses/:id/mediaLink', () => {
  it('gives any signed-in user of the tenant the recording of a published open class', async () => {
    const [published] = await t.deps.db
      .select()
      .from(openClasses)
      .where(and(eq(openClasses.tenantId, demoTenantId), eq(openClasses.published, true)))
      .limit(1);
    const [hidden] = await t.deps.db
      .select()
      .from(openClasses)
      .where(and(eq(openClasses.tenantId, demoTenantId), eq(openClasses.published, false)))
      .limit(1);
    const link = await t.call('GET', `/training/openClasses/${published!.id}/mediaLink`, { token: who.idle!.access_token });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.contentType).toBe('video/mp4');
    expect(link.json().data.url).toContain(published!.videoFileId);
    expect((await t.call('GET', `/training/openClasses/${hidden!.id}/mediaLink`, { token: who.idle!.access_token })).statusCode).toBe(404);
    expect((await t.call('GET', `/training/openClasses/${published!.id}/mediaLink`)).statusCode).toBe(401);
    expect(
      (
        await t.call('GET', `/training/openClasses/${published!.id}/mediaLink`, {
          tenant: DONGCHENG,
          token: who.dongchengAdmin!.access_token,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /files/:id of training material', () => {
  it('keeps a file a programme uses (409 naming it), and deletes an unused one', async () => {
    const used = await t.call('DELETE', `/files/${files.video}`, { token: who.district_admin!.access_token });
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toBe('该文件正被培训项目“测试培训项目”使用，请先在其中替换或移除');
    const unused = await uploadAs(t, who.district_admin!, 'cover');
    expect((await t.call('DELETE', `/files/${unused}`, { token: who.district_admin!.access_token })).statusCode).toBe(200);
  });
});
