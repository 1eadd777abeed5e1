import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedProgramme, MediaLink } from '@yanxiu/contract/training';
import { KINDS_WITH_CATALOGUE } from '@yanxiu/contract/training-enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '@server/db/schema/tenants';
import { sniffHead } from '@server/platform/storage/content-type';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { createTestApp, DEMO, type TestApp } from '@server-test/support/test-app';
import { findSeededProgrammeIds, SEEDED_PROGRAMMES } from './training-content';

// The seed writes its media into the blob store of the test process's DATA_DIR, which this app (default test settings) reads.
let t: TestApp;
let staff: LoginInfo;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('district_admin');
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DEMO.appId));
  ids = await findSeededProgrammeIds(t.deps.db, asTenantId(demo!.id));
});
afterAll(async () => {
  await t.close();
});

const programme = async (key: string) =>
  (await t.call('GET', `/training/manage/programmes/${ids[key]}`, { token: staff.access_token })).json().data as ManagedProgramme;

describe('demo training content', () => {
  it('has programmes of every kind and status, findable by key', async () => {
    expect(Object.keys(ids).sort()).toEqual(SEEDED_PROGRAMMES.map((seed) => seed.key).sort());
    const all = await Promise.all(SEEDED_PROGRAMMES.map((seed) => programme(seed.key)));
    expect(new Set(all.map((row) => row.kind))).toEqual(new Set([...KINDS_WITH_CATALOGUE, 'school']));
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['draft', 'published', 'closed', 'archived']));
    expect(all.some((row) => row.kind === 'supermarket' && row.priceCents > 0 && row.enrolMode === 'purchase')).toBe(true);
    expect(all.some((row) => row.kind === 'supermarket' && row.priceCents === 0)).toBe(true);
    expect(all.every((row) => row.units.length > 0)).toBe(true);
  });

  it('plays a real video and opens real PDFs and covers from the store', async () => {
    const curriculum = await programme('curriculum');
    const link = async (unitId: number) =>
      (await t.call('GET', `/training/units/${unitId}/mediaLink`, { token: staff.access_token })).json().data as MediaLink;
    const video = await t.app.inject({ url: (await link(curriculum.units[0]!.id)).url, headers: { host: DEMO.host } });
    expect(video.statusCode).toBe(200);
    expect(await sniffHead(video.rawPayload.subarray(0, 4100))).toBe('video/mp4');
    expect(video.rawPayload.length).toBeLessThan(200 * 1024);
    const pdf = await t.app.inject({ url: (await link(curriculum.units[1]!.id)).url, headers: { host: DEMO.host } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const cover = await t.call('GET', `/training/covers/${curriculum.coverFileId}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });
});
