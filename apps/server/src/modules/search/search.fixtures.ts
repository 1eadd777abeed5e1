import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { SearchGroup, SearchKind, SearchResults } from '@yanxiu/contract/search';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { helpEntries } from '@server/db/schema/help';
import { users } from '@server/db/schema/identity';
import { notices } from '@server/db/schema/notices';
import { researchActivities } from '@server/db/schema/research';
import { selectionProjects } from '@server/db/schema/selection';
import { topicCalls } from '@server/db/schema/topic';
import { openClasses, trainingProgrammes } from '@server/db/schema/training';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import type { TestApp, TestTenant } from '@server-test/support/test-app';

// The search tests' data: rows of the searched kinds written as their domains write them (the grams come from the
// same generated columns and triggers; research's, which its repository sets, the same way here), and the calls.

const DAY = 86_400_000;

/** A signed-in account with its tenant and unit. */
export type Person = { login: LoginInfo; userId: number; unitId: number; tenantId: TenantId };

export async function personOf(t: TestApp, username: string, tenant?: TestTenant): Promise<Person> {
  const login = await t.login(username, tenant);
  const userId = Number(login.userId);
  const [row] = await t.deps.db.select({ unitId: users.orgUnitId, tenantId: users.tenantId }).from(users).where(eq(users.id, userId));
  return { login, userId, unitId: row!.unitId, tenantId: asTenantId(row!.tenantId) };
}

/** A programme of the catalogue; published to the whole tenant unless told otherwise. */
export async function insertProgramme(
  t: TestApp,
  by: Person,
  title: string,
  options: { status?: string; targetSchoolIds?: number[]; summary?: string; publishedDaysAgo?: number } = {},
): Promise<number> {
  const status = options.status ?? 'published';
  const [row] = await t.deps.db
    .insert(trainingProgrammes)
    .values({
      tenantId: by.tenantId,
      kind: 'common',
      title,
      summary: options.summary ?? '',
      organiserUnitId: by.unitId,
      level: 3,
      targetSchoolIds: options.targetSchoolIds ?? [],
      enrolMode: 'open',
      enrolStart: new Date(Date.now() - DAY),
      enrolEnd: new Date(Date.now() + 10 * DAY),
      startsOn: new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10),
      endsOn: new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10),
      creditHours: 4,
      status,
      publishedAt: status === 'draft' ? null : new Date(Date.now() - (options.publishedDaysAgo ?? 1) * DAY),
      createdBy: by.userId,
    })
    .returning({ id: trainingProgrammes.id });
  return row!.id;
}

/** A research activity open to everyone, published unless told otherwise (its grams set as its repository sets them). */
export async function insertActivity(t: TestApp, by: Person, title: string, status = 'published'): Promise<number> {
  const startsAt = new Date(Date.now() + DAY);
  const [row] = await t.deps.db
    .insert(researchActivities)
    .values({
      tenantId: by.tenantId,
      kind: 'seminar',
      title,
      organiserUnitId: by.unitId,
      mode: 'offline',
      place: '会议室',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      audience: 'open',
      creditHours: 2,
      completionRule: ['posted'],
      status,
      createdBy: by.userId,
      searchGrams: sql`yx_grams(lower(${title}))`,
    })
    .returning({ id: researchActivities.id });
  return row!.id;
}

/** A topic call of the person's unit, published unless told otherwise. */
export async function insertTopicCall(t: TestApp, by: Person, title: string, state = 'published'): Promise<number> {
  const [row] = await t.deps.db
    .insert(topicCalls)
    .values({
      tenantId: by.tenantId,
      ownerOrgId: by.unitId,
      title,
      year: 2026,
      levels: ['general'],
      eligibility: { sectionCodes: [], subjectCodes: [], roles: ['teacher'] },
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      memberCap: 5,
      expertCount: 3,
      passScore: 60,
      periodStartsOn: '2026-01-01',
      periodEndsOn: '2027-01-01',
      state,
      createdBy: by.userId,
      publishedAt: state === 'draft' ? null : new Date(),
    })
    .returning({ id: topicCalls.id });
  return row!.id;
}

/** A selection project of the person's unit, published unless told otherwise. */
export async function insertSelectionProject(t: TestApp, by: Person, title: string, state = 'published'): Promise<number> {
  const [row] = await t.deps.db
    .insert(selectionProjects)
    .values({
      tenantId: by.tenantId,
      ownerOrgId: by.unitId,
      title,
      category: '1',
      kind: '1',
      level: '2',
      applyScope: '1',
      selfReview: '1',
      state,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
      createdBy: by.userId,
      publishedAt: state === 'draft' ? null : new Date(),
    })
    .returning({ id: selectionProjects.id });
  return row!.id;
}

/** A recommended open class, published unless told otherwise (its recording is not needed to be found). */
export async function insertOpenClass(t: TestApp, by: Person, title: string, published = true): Promise<number> {
  const [row] = await t.deps.db
    .insert(openClasses)
    .values({
      tenantId: by.tenantId,
      title,
      teacherName: '王老师',
      schoolName: '实验小学',
      sectionCode: '3',
      subjectCode: '2',
      level: 3,
      videoFileId: randomUUID(),
      durationSeconds: 1800,
      published,
      recommendedBy: by.userId,
    })
    .returning({ id: openClasses.id });
  return row!.id;
}

/** A notice out now, to the whole tenant or to the given units. */
export async function insertNotice(t: TestApp, by: Person, title: string, scopeUnitIds: number[] = [], bodyText = ''): Promise<number> {
  const [row] = await t.deps.db
    .insert(notices)
    .values({
      tenantId: by.tenantId,
      publisherUnitId: by.unitId,
      authorUserId: by.userId,
      title,
      bodyHtml: `<p>${bodyText}</p>`,
      bodyText,
      scopeUnitIds,
      publishAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: notices.id });
  return row!.id;
}

/** A help article, `updatedDaysAgo` days old. */
export async function insertHelp(t: TestApp, by: Person, title: string, bodyText = '', updatedDaysAgo = 1): Promise<number> {
  const at = new Date(Date.now() - updatedDaysAgo * DAY);
  const [row] = await t.deps.db
    .insert(helpEntries)
    .values({
      tenantId: by.tenantId,
      kind: 'article',
      category: 'other',
      title,
      bodyHtml: `<p>${bodyText}</p>`,
      bodyText,
      authorUserId: by.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: helpEntries.id });
  return row!.id;
}

/** Renames a notice, as its editing does (one statement). */
export async function renameNotice(t: TestApp, tenantId: TenantId, id: number, title: string): Promise<void> {
  await t.deps.db
    .update(notices)
    .set({ title })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Uploads a text file to the person's disk (one tus PATCH) and answers the new resource's id; its title is the name. */
export async function uploadToDisk(t: TestApp, who: Person, fileName: string, tenant?: TestTenant): Promise<number> {
  const bytes = Buffer.from(`${fileName} ${randomBytes(8).toString('hex')}\n`);
  const auth = { token: who.login.access_token, ...(tenant ? { tenant } : {}) };
  const created = await t.call('POST', '/disk/uploads', {
    ...auth,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(fileName)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const done = await t.call('PATCH', new URL(created.headers.location as string, 'http://x').pathname.replace(/^\/api/, ''), {
    ...auth,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(done.statusCode, done.body).toBe(204);
  return Number(done.headers['yanxiu-resource-id']);
}

/** GET /search as someone; the answer's data, after checking it succeeded. */
export async function search(t: TestApp, who: Person, query: Record<string, string>, tenant?: TestTenant): Promise<SearchResults> {
  const response = await t.call('GET', '/search', { token: who.login.access_token, query, ...(tenant ? { tenant } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SearchResults;
}

/** The titles found of one kind (none when the kind has no group). */
export function titlesOf(results: SearchResults, kind: SearchKind): string[] {
  return groupOf(results, kind)?.hits.map((hit) => hit.title) ?? [];
}

export function groupOf(results: SearchResults, kind: SearchKind): SearchGroup | undefined {
  return results.groups.find((group) => group.kind === kind);
}
