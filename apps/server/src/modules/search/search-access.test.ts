import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import {
  groupOf,
  insertActivity,
  insertNotice,
  insertOpenClass,
  insertProgramme,
  insertSelectionProject,
  insertTopicCall,
  personOf,
  search,
  titlesOf,
  uploadToDisk,
  type Person,
} from './search.fixtures';

// The site-wide search finds only what the caller may open: the rules of the list each result links to, kind by kind
// (another tenant's items, drafts, another school's programmes and notices, another teacher's disk, what was issued
// to someone else, and teachers, which only staff over them find).

let t: TestApp;
const who: Record<string, Person> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await personOf(t, name);
  who.dongcheng = await personOf(t, 'district_admin', DONGCHENG);
  who.dongchengTeacher = await personOf(t, 'teacher', DONGCHENG);
  const { district_admin: district, school_admin: school, backbone } = who as Required<typeof who>;

  await insertProgramme(t, district!, '蜂鸟课程设计');
  await insertProgramme(t, district!, '蜂鸟草稿项目', { status: 'draft' });
  await insertProgramme(t, district!, '蜂鸟一校项目', { targetSchoolIds: [backbone!.unitId] });
  await insertProgramme(t, who.dongcheng!, '蜂鸟东城项目');

  await insertActivity(t, school!, '蜂鸟公开活动');
  await insertActivity(t, school!, '蜂鸟草稿活动', 'draft');

  await insertTopicCall(t, district!, '蜂鸟课题指南');
  await insertTopicCall(t, district!, '蜂鸟草稿指南', 'draft');
  await insertSelectionProject(t, district!, '蜂鸟评选');
  await insertSelectionProject(t, district!, '蜂鸟草稿评选', 'draft');
  await insertOpenClass(t, district!, '蜂鸟公开课');
  await insertOpenClass(t, district!, '蜂鸟下架公开课', false);

  await insertNotice(t, district!, '蜂鸟全区通知');
  await insertNotice(t, district!, '蜂鸟一校通知', [backbone!.unitId]);

  await uploadToDisk(t, who.teacher!, '蜂鸟资源甲.txt');
  await uploadToDisk(t, backbone!, '蜂鸟资源乙.txt');
  const issued = await uploadToDisk(t, school!, '蜂鸟下发资源.txt');
  const issue = await t.call('POST', '/disk/issues/create', {
    token: school!.login.access_token,
    body: {
      resourceIds: [issued],
      folderIds: [],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [who.teacher!.userId] },
      message: '',
      ackDeadline: null,
    },
  });
  expect(issue.statusCode, issue.body).toBe(200);
});
afterAll(() => t.close());

describe('what a teacher finds', () => {
  it('finds a course by a two-character word, and only the programmes their catalogue shows', async () => {
    const found = await search(t, who.teacher!, { q: '蜂鸟' });
    // Not the draft, not the programme for another school, not another tenant's.
    expect(titlesOf(found, 'programme')).toEqual(['蜂鸟课程设计']);
    const course = groupOf(found, 'programme')!.hits[0]!;
    expect(course.link).toEqual({ route: '/training/common/:id', params: { id: course.id }, query: {} });
    // The teacher of the other school finds theirs too.
    expect(titlesOf(await search(t, who.backbone!, { q: '蜂鸟' }), 'programme').sort()).toEqual(['蜂鸟一校项目', '蜂鸟课程设计']);
  });

  it('finds published activities, never a draft', async () => {
    expect(titlesOf(await search(t, who.teacher!, { q: '蜂鸟' }), 'activity')).toEqual(['蜂鸟公开活动']);
  });

  it('finds published calls, projects and open classes, never a draft or a withdrawn open class', async () => {
    const found = await search(t, who.teacher!, { q: '蜂鸟' });
    expect(titlesOf(found, 'topicCall')).toEqual(['蜂鸟课题指南']);
    expect(titlesOf(found, 'selection')).toEqual(['蜂鸟评选']);
    expect(titlesOf(found, 'openClass')).toEqual(['蜂鸟公开课']);
    expect(groupOf(found, 'openClass')!.hits[0]!.link).toMatchObject({ route: '/videoPlay', params: {} });
  });

  it('finds the notices addressed to them only', async () => {
    expect(titlesOf(await search(t, who.teacher!, { q: '蜂鸟' }), 'notice')).toEqual(['蜂鸟全区通知']);
    expect(titlesOf(await search(t, who.backbone!, { q: '蜂鸟' }), 'notice').sort()).toEqual(['蜂鸟一校通知', '蜂鸟全区通知']);
  });

  it("finds their own disk and what was issued to them, never another teacher's disk", async () => {
    const found = await search(t, who.teacher!, { q: '蜂鸟' });
    expect(titlesOf(found, 'disk')).toEqual(['蜂鸟资源甲']);
    expect(titlesOf(found, 'received')).toEqual(['蜂鸟下发资源']);
    expect(groupOf(found, 'received')!.hits[0]!.link.query.issue).toMatch(/^\d+$/);
    const theirs = await search(t, who.backbone!, { q: '蜂鸟' });
    expect(titlesOf(theirs, 'disk')).toEqual(['蜂鸟资源乙']);
    expect(titlesOf(theirs, 'received')).toEqual([]);
  });

  it('never finds teachers', async () => {
    // 王芳 is the demo teacher, 李强 the backbone teacher of the other school.
    expect(groupOf(await search(t, who.teacher!, { q: '王芳' }), 'teacher')).toBeUndefined();
    expect(groupOf(await search(t, who.backbone!, { q: '李强' }), 'teacher')).toBeUndefined();
  });
});

describe('what staff find', () => {
  it('finds the teachers of their units: a school admin their school, district staff the district', async () => {
    expect(titlesOf(await search(t, who.school_admin!, { q: '王芳' }), 'teacher')).toEqual(['王芳']);
    expect(titlesOf(await search(t, who.school_admin!, { q: '李强' }), 'teacher')).toEqual([]);
    const teacher = groupOf(await search(t, who.district_admin!, { q: '李强' }), 'teacher')!.hits[0]!;
    expect(teacher).toMatchObject({
      title: '李强',
      link: { route: '/teacherPortrait', params: {}, query: { userId: String(who.backbone!.userId) } },
    });
  });

  it("find no teachers' calls or projects without the teacher role: those lists are teachers' pages", async () => {
    const found = await search(t, who.district_admin!, { q: '蜂鸟' });
    expect(groupOf(found, 'topicCall')).toBeUndefined();
    expect(groupOf(found, 'selection')).toBeUndefined();
  });

  it('finds no draft programme either: the search is the catalogue, not the staff list', async () => {
    expect(titlesOf(await search(t, who.district_admin!, { q: '蜂鸟' }), 'programme')).not.toContain('蜂鸟草稿项目');
  });
});

describe('another tenant', () => {
  it("finds its own items and none of this tenant's", async () => {
    const found = await search(t, who.dongchengTeacher!, { q: '蜂鸟' }, DONGCHENG);
    expect(found.groups.map((group) => group.kind)).toEqual(['programme']);
    expect(titlesOf(found, 'programme')).toEqual(['蜂鸟东城项目']);
  });

  it("refuses this tenant's session on the other tenant's host", async () => {
    const response = await t.call('GET', '/search', { token: who.teacher!.login.access_token, tenant: DONGCHENG, query: { q: '蜂鸟' } });
    expect(response.statusCode).toBe(401);
  });
});
