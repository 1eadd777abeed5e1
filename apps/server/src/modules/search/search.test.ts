import type { RecentSearches, SearchSuggestions } from '@yanxiu/contract/search';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRecent } from '@server/db/schema/search';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import {
  groupOf,
  insertHelp,
  insertNotice,
  insertProgramme,
  personOf,
  renameNotice,
  search,
  titlesOf,
  type Person,
} from './search.fixtures';

// The search's answers: highlights as offsets, the ranking, "more" per kind, the keyword's limits, suggestions and
// the recent searches each user keeps (access per kind is search-access.test.ts's subject).

let t: TestApp;
const who: Record<string, Person> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'district_admin']) who[name] = await personOf(t, name);
});
afterAll(() => t.close());

const call = (person: Person, method: 'GET' | 'DELETE', path: string, query: Record<string, string> = {}) =>
  t.call(method, path, { token: person.login.access_token, query });
const slice = (text: string, range: { start: number; end: number }) => text.slice(range.start, range.end);

describe('results', () => {
  it('give the ranges of the keyword in the title and the snippet, as offsets into the plain text', async () => {
    await insertProgramme(t, who.district_admin!, '初中鹦鹉观察课', { summary: '带学生观察鹦鹉，并记录鹦鹉的习性' });
    const hit = groupOf(await search(t, who.teacher!, { q: '鹦鹉' }), 'programme')!.hits[0]!;
    expect(hit.titleHighlights).toEqual([{ start: 2, end: 4 }]);
    expect(hit.snippet).toBe('带学生观察鹦鹉，并记录鹦鹉的习性');
    expect(hit.snippetHighlights.map((range) => slice(hit.snippet, range))).toEqual(['鹦鹉', '鹦鹉']);
    expect(hit.snippetHighlights[0]).toEqual({ start: 5, end: 7 });
  });

  it('confirm a keyword longer than two characters as a whole, not by its grams alone', async () => {
    await insertProgramme(t, who.district_admin!, '鹉观察鹦鹉');
    expect(titlesOf(await search(t, who.teacher!, { q: '鹦鹉观察' }), 'programme')).toEqual(['初中鹦鹉观察课']);
  });

  it('rank the exact title first, then titles containing the keyword (newest first), then the text', async () => {
    const by = who.district_admin!;
    await insertHelp(t, by, '其他问题', '若遇到画眉相关的问题请联系管理员', 1);
    await insertHelp(t, by, '画眉', '', 30);
    await insertHelp(t, by, '画眉使用说明（旧）', '', 20);
    await insertHelp(t, by, '画眉使用说明（新）', '', 2);
    const group = groupOf(await search(t, who.teacher!, { q: '画眉' }), 'help')!;
    expect(group.hits.map((hit) => hit.title)).toEqual(['画眉', '画眉使用说明（新）', '画眉使用说明（旧）', '其他问题']);
    const ranks = group.hits.map((hit) => hit.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(group.hits[3]!.snippetHighlights.map((range) => slice(group.hits[3]!.snippet, range))).toEqual(['画眉']);
  });

  it('answer the first five of a kind with its count, and the rest through its cursor', async () => {
    for (let index = 1; index <= 8; index += 1) await insertHelp(t, who.district_admin!, `百灵指南 ${index}`, '', index);
    const first = groupOf(await search(t, who.teacher!, { q: '百灵' }), 'help')!;
    expect(first).toMatchObject({ count: 8, countCapped: false });
    expect(first.hits.map((hit) => hit.title)).toEqual([1, 2, 3, 4, 5].map((index) => `百灵指南 ${index}`));
    const more = await search(t, who.teacher!, { q: '百灵', kind: 'help', cursor: first.nextCursor! });
    expect(more.groups.map((group) => group.kind)).toEqual(['help']);
    expect(titlesOf(more, 'help')).toEqual([6, 7, 8].map((index) => `百灵指南 ${index}`));
    expect(more.groups[0]!.nextCursor).toBeNull();
  });

  it('refuse a cursor without its kind, of another kind, or not made here (400)', async () => {
    const cursor = groupOf(await search(t, who.teacher!, { q: '百灵' }), 'help')!.nextCursor!;
    expect((await call(who.teacher!, 'GET', '/search', { q: '百灵', cursor })).statusCode).toBe(400);
    expect((await call(who.teacher!, 'GET', '/search', { q: '百灵', kind: 'notice', cursor })).statusCode).toBe(400);
    expect((await call(who.teacher!, 'GET', '/search', { q: '百灵', kind: 'help', cursor: 'WyJoZWxwIiwtMV0' })).statusCode).toBe(400);
  });

  it('find a notice as soon as the write that named it returns (the grams are written with the row)', async () => {
    const id = await insertNotice(t, who.district_admin!, '本周教研安排');
    expect(groupOf(await search(t, who.teacher!, { q: '翠鸟' }), 'notice')).toBeUndefined();
    await renameNotice(t, who.district_admin!.tenantId, id, '翠鸟小组本周教研安排');
    expect(titlesOf(await search(t, who.teacher!, { q: '翠鸟' }), 'notice')).toEqual(['翠鸟小组本周教研安排']);
  });
});

describe('the keyword', () => {
  const recentRows = async () => {
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(searchRecent)
      .where(and(eq(searchRecent.tenantId, who.teacher!.tenantId), eq(searchRecent.userId, who.teacher!.userId)));
    return row!.n;
  };

  it('is 1 to 50 characters after trimming: otherwise 422 in the envelope, and nothing remembered', async () => {
    const before = await recentRows();
    for (const q of ['', '   ', '字'.repeat(51)]) {
      const response = await call(who.teacher!, 'GET', '/search', { q });
      expect(response.statusCode, q).toBe(422);
      expect(response.json()).toMatchObject({ code: 4022, data: { issues: [{ path: 'query.q' }] } });
      expect((await call(who.teacher!, 'GET', '/search/suggest', { q })).statusCode).toBe(422);
    }
    expect(await recentRows()).toBe(before);
    expect((await call(who.teacher!, 'GET', '/search', { q: ` ${'字'.repeat(50)} ` })).statusCode).toBe(200);
    expect((await call(who.teacher!, 'GET', '/search', { q: '鹦' })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/search', { query: { q: '鹦鹉' } })).statusCode).toBe(401);
    expect((await t.call('GET', '/search/recent')).statusCode).toBe(401);
  });
});

describe('suggestions', () => {
  it('are at most eight titles containing what was typed, best first, and are not remembered', async () => {
    for (let index = 1; index <= 6; index += 1) await insertProgramme(t, who.district_admin!, `云雀课程 ${index}`);
    for (let index = 1; index <= 6; index += 1) await insertHelp(t, who.district_admin!, `云雀帮助 ${index}`);
    const response = await call(who.teacher!, 'GET', '/search/suggest', { q: '云雀' });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json().data as SearchSuggestions;
    expect(suggestions).toHaveLength(8);
    for (const suggestion of suggestions)
      expect(suggestion.titleHighlights.map((range) => slice(suggestion.title, range))).toEqual(['云雀']);
    const recent = (await call(who.teacher!, 'GET', '/search/recent')).json().data as RecentSearches;
    expect(recent.recent.map((entry) => entry.keyword)).not.toContain('云雀');
  });
});

describe('recent searches', () => {
  const recentOf = async (person: Person) => {
    const response = await call(person, 'GET', '/search/recent');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as RecentSearches).recent.map((entry) => entry.keyword);
  };

  it("are each user's own: the last ten, newest first; searching again moves one forward; a kind's page is not one", async () => {
    await search(t, who.backbone!, { q: '李强的检索' });
    for (let index = 1; index <= 12; index += 1) await search(t, who.teacher!, { q: `检索 ${index}` });
    await search(t, who.teacher!, { q: '检索 5' });
    await search(t, who.teacher!, { q: '只看帮助', kind: 'help' });
    expect(await recentOf(who.teacher!)).toEqual([
      '检索 5',
      '检索 12',
      '检索 11',
      '检索 10',
      '检索 9',
      '检索 8',
      '检索 7',
      '检索 6',
      '检索 4',
      '检索 3',
    ]);
    expect(await recentOf(who.backbone!)).toEqual(['李强的检索']);
  });

  it("are forgotten on request, the caller's only", async () => {
    const cleared = await call(who.teacher!, 'DELETE', '/search/recent');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toEqual({ cleared: 10 });
    expect(await recentOf(who.teacher!)).toEqual([]);
    expect(await recentOf(who.backbone!)).toEqual(['李强的检索']);
  });
});
