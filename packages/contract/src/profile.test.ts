import { describe, expect, it } from 'vitest';
import { CN_SERIAL_PATTERN, isValidIsbn, isValidIssn, PATENT_NUMBER_PATTERN } from './identifiers';
import { ProfileLimits } from './limits';
import { profileRecordPath } from './paths';
import {
  chinaToday,
  choicesOf,
  PROFILE_FIELD_LABELS,
  PROFILE_KIND_CODES,
  PROFILE_KINDS,
  PROFILE_SCHEMAS,
  ProfileDecideBody,
  SPEC_PROFILE_KINDS,
} from './profile';

describe('identifiers', () => {
  it('check ISBN-13 and ISBN-10 digits, with or without hyphens', () => {
    for (const valid of ['978-0-306-40615-7', '9780306406157', '0-306-40615-2', '0306406152', '978-7-04-050789-8', '7-5617-1534-X'])
      expect(isValidIsbn(valid), valid).toBe(true);
    for (const invalid of ['978-0-306-40615-6', '0-306-40615-3', '977-0-306-40615-7', '12345', '978030640615X'])
      expect(isValidIsbn(invalid), invalid).toBe(false);
  });

  it('check ISSN digits, X included', () => {
    for (const valid of ['0317-8471', '2434-561X', '2434-561x', '1000-0135']) expect(isValidIssn(valid), valid).toBe(true);
    for (const invalid of ['0317-8472', '2434-5610', '0317847', 'ISSN 0317-8471']) expect(isValidIssn(invalid), invalid).toBe(false);
  });

  it('read CN serial and patent numbers as printed', () => {
    expect(CN_SERIAL_PATTERN.test('CN 11-1278/G4')).toBe(true);
    expect(CN_SERIAL_PATTERN.test('CN11-1010/O1')).toBe(true);
    expect(CN_SERIAL_PATTERN.test('11-1278/G4')).toBe(false);
    expect(PATENT_NUMBER_PATTERN.test('ZL 2021 2 0123456.7')).toBe(true);
    expect(PATENT_NUMBER_PATTERN.test('ZL202120123456.X')).toBe(true);
    expect(PATENT_NUMBER_PATTERN.test('2021201234567')).toBe(false);
  });
});

describe('the kind table', () => {
  it('holds the fifteen kinds of spec 7 at their spellings, first, and labels every kind in both languages', () => {
    expect(SPEC_PROFILE_KINDS).toEqual([
      'honor',
      'good-lesson',
      'stu-awards',
      'media-report',
      'research-topic',
      'public-thesis',
      'pub-mono',
      'patent',
      'make-course',
      'public-crs',
      'material',
      'reflection',
      'qualification',
      'edu-prd',
      'exam',
    ]);
    for (const kind of PROFILE_KIND_CODES) {
      expect(PROFILE_KINDS[kind].label['zh-CN'] && PROFILE_KINDS[kind].label['en-US'], kind).toBeTruthy();
      expect(profileRecordPath(kind, 'list')).toBe(`/baseData/user/app-teacher-${kind}/list`);
    }
  });

  it('labels every field and finds the enumeration of each choice field', () => {
    for (const kind of PROFILE_KIND_CODES) {
      for (const field of Object.keys(PROFILE_KINDS[kind].fields))
        expect(PROFILE_FIELD_LABELS[field as keyof typeof PROFILE_FIELD_LABELS], `${kind}.${field}`).toBeDefined();
    }
    expect(choicesOf(PROFILE_KINDS['edu-prd'].fields.awardGrade)?.labels.first?.['zh-CN']).toBe('一等奖');
    expect(choicesOf(PROFILE_KINDS.mentoring.fields.expertiseAreas)?.typeCode).toBe('expertiseArea');
    expect(choicesOf(PROFILE_KINDS['public-thesis'].fields.achievementKind)?.typeCode).toBe('achievementKind');
    expect(choicesOf(PROFILE_KINDS['public-thesis'].fields.journal)).toBeUndefined();
  });

  it('derives each kind’s list filters from its choice fields', () => {
    const shape = PROFILE_SCHEMAS['stu-awards'].ListQuery.shape as Record<string, unknown>;
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(['year', 'level', 'state', 'competitionKind', 'awardGrade']));
    expect(PROFILE_SCHEMAS.mentoring.ListQuery.parse({ appId: 'x', expertiseAreas: '2' }).expertiseAreas).toBe('2');
  });
});

const today = chinaToday();
const paper = {
  title: '小学数学单元整体教学的实践研究',
  date: '2024-03-15',
  level: '3',
  fields: { achievementKind: '2', journal: '小学数学教育', issn: '1000-0135', issue: '2024 年第 3 期', authorRank: 1 },
};
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('saving a record', () => {
  const save = PROFILE_SCHEMAS['public-thesis'].SaveBody;

  it('takes a well-formed paper and refuses each broken field by its path', () => {
    expect(save.safeParse(paper).success).toBe(true);
    expect(issuesOf(save.safeParse({ ...paper, date: '2999-01-01' }))).toEqual(['date']);
    expect(issuesOf(save.safeParse({ ...paper, date: today })).length).toBe(0);
    expect(issuesOf(save.safeParse({ ...paper, fields: { ...paper.fields, issn: '1000-0136' } }))).toEqual(['fields.issn']);
    expect(issuesOf(save.safeParse({ ...paper, fields: { ...paper.fields, issn: undefined } }))).toEqual(['fields.issn']);
    expect(save.safeParse({ ...paper, fields: { ...paper.fields, issn: undefined, cnNumber: 'CN 11-1278/G4' } }).success).toBe(true);
    expect(issuesOf(save.safeParse({ ...paper, level: undefined }))).toEqual(['level']);
    expect(issuesOf(save.safeParse({ ...paper, id: 3 }))).toEqual(['version']);
    expect(issuesOf(save.safeParse({ ...paper, title: 'x'.repeat(ProfileLimits.title + 1) }))).toEqual(['title']);
  });

  it('lets kinds without a required level leave it out', () => {
    const reflection = PROFILE_SCHEMAS.reflection.SaveBody.parse({
      title: '《圆的面积》教学反思',
      date: '2024-05-01',
      fields: { lesson: '圆的面积', content: '学生动手操作不足。' },
    });
    expect(reflection.level).toBeUndefined();
    expect(reflection.evidenceFileIds).toEqual([]);
  });

  it('checks ISBNs of monographs and textbooks', () => {
    const book = {
      title: '小学数学思维课堂',
      date: '2023-09-01',
      level: '3',
      fields: { isbn: '978-7-04-050789-8', publisher: '高等教育出版社', role: 'chief' },
    };
    expect(PROFILE_SCHEMAS.material.SaveBody.safeParse(book).success).toBe(true);
    expect(
      issuesOf(PROFILE_SCHEMAS.material.SaveBody.safeParse({ ...book, fields: { ...book.fields, isbn: '978-7-04-050789-2' } })),
    ).toEqual(['fields.isbn']);
  });

  it('needs a reason to reject or reopen, and each record once', () => {
    expect(ProfileDecideBody.safeParse({ decision: 'verify', items: [{ id: 1, version: 1 }] }).success).toBe(true);
    expect(issuesOf(ProfileDecideBody.safeParse({ decision: 'reject', items: [{ id: 1, version: 1 }] }))).toEqual(['reason']);
    expect(
      issuesOf(
        ProfileDecideBody.safeParse({
          decision: 'verify',
          items: [
            { id: 1, version: 1 },
            { id: 1, version: 2 },
          ],
        }),
      ),
    ).toEqual(['items']);
  });
});
