import { PROFILE_KIND_CODES, type ProfileKind } from '@yanxiu/contract/profile';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n, switchLocale } from '@/shared/i18n/i18n';
import '../i18n/profile.register';
import { contractProblem } from './issue-text';
import { kindFields } from './kind-fields';
import { checkBody, initialValues, saveBody, serverProblems, type RecordFormValues } from './record-form';

const zh = () => i18n.getFixedT('zh-CN');
const en = () => i18n.getFixedT('en-US');

beforeAll(async () => {
  await switchLocale('zh-CN');
});

describe('the kind table read as form fields', () => {
  test('every field of every kind gets a control, required as its schema says', () => {
    for (const kind of PROFILE_KIND_CODES)
      for (const field of kindFields(kind)) expect(field.control).toMatch(/^(text|textarea|url|number|date|choice|choices|switch)$/);
    const byName = (kind: (typeof PROFILE_KIND_CODES)[number]) => Object.fromEntries(kindFields(kind).map((field) => [field.name, field]));
    expect(byName('public-thesis').issn).toMatchObject({ control: 'text', required: false, maxLength: 9 });
    expect(byName('public-thesis').authorRank).toMatchObject({ control: 'number', required: true, min: 1, max: 50, step: 1 });
    expect(byName('make-course').hours).toMatchObject({ control: 'number', required: false, step: 0.1 });
    expect(byName('reflection').content).toMatchObject({ control: 'textarea', required: true });
    expect(byName('media-report').url).toMatchObject({ control: 'url', required: false });
    expect(byName('qualification').validUntil).toMatchObject({ control: 'date', required: false });
    expect(byName('edu-history').fullTime).toMatchObject({ control: 'switch' });
    expect(byName('mentoring').expertiseAreas).toMatchObject({ control: 'choices', values: ['1', '2', '3', '4', '5', '6'], min: 1 });
    // Only the publication kinds of the spec's achievement kind fit a paper.
    expect(byName('public-thesis').achievementKind).toMatchObject({ control: 'choice', values: ['1', '2', '5'] });
  });
});

describe('the save body and its problems', () => {
  test('blank optional fields are left out, a missing level is no level', () => {
    const values = {
      ...initialValues('honor'),
      title: '区级优秀教师',
      date: '2023-09-10',
      level: '2',
      fields: { grantor: '区教育委员会', certificateNo: '  ' },
    };
    expect(saveBody('honor', values, [])).toEqual({
      title: '区级优秀教师',
      date: '2023-09-10',
      level: '2',
      evidenceFileIds: [],
      fields: { grantor: '区教育委员会' },
    });
    expect(saveBody('reflection', { ...initialValues('reflection'), level: null }, [])).not.toHaveProperty('level');
    expect(checkBody('honor', saveBody('honor', values, []), zh(), 'zh-CN')).toEqual([]);
  });

  test('problems are placed on their fields and said in the interface language', () => {
    const body = saveBody(
      'public-thesis',
      {
        ...initialValues('public-thesis'),
        title: '论文',
        date: '2999-01-01',
        level: '2',
        fields: { achievementKind: '2', journal: '数学通报', issn: '1234-5678', issue: '1', authorRank: 51 },
      },
      [],
    );
    expect(checkBody('public-thesis', body, zh(), 'zh-CN')).toEqual([
      { name: ['date'], message: '日期不能晚于今天' },
      { name: ['fields', 'issn'], message: 'ISSN 不正确，请核对（格式如 1000-0135，含校验位）' },
      { name: ['fields', 'authorRank'], message: '作者排名不能大于 50' },
    ]);
    expect(checkBody('public-thesis', body, en(), 'en-US').map((problem) => problem.message)).toEqual([
      'Date cannot be later than today',
      'Not a valid ISSN; check it (such as 1000-0135, with the check digit)',
      'Author rank: at most 50',
    ]);
  });

  test('the server’s issues land where the form’s own would, its unknown messages as they came', () => {
    expect(
      serverProblems(
        [
          { path: 'body.fields.patentNo', message: 'not a patent number such as ZL 2021 2 0123456.7' },
          { path: 'body.evidenceFileIds.0', message: 'not your upload' },
        ],
        zh(),
        'zh-CN',
      ),
    ).toEqual([
      { name: ['fields', 'patentNo'], message: '专利号的格式如 ZL 2021 2 0123456.7' },
      { name: ['evidence'], message: 'not your upload' },
    ]);
  });

  test('every refinement message of the kinds’ rules is one the form knows how to say', () => {
    // Bodies breaking each rule across fields, checked by the contract itself.
    const broken: Array<[ProfileKind, RecordFormValues]> = [
      [
        'research-topic',
        { title: 't', date: '2024-01-01', level: '2', fields: { approvedBy: 'a', role: 'host', usageKind: '1', status: 'concluded' } },
      ],
      [
        'research-topic',
        {
          title: 't',
          date: '2024-01-01',
          level: '2',
          fields: { approvedBy: 'a', role: 'host', usageKind: '1', status: 'ongoing', concludedOn: '2023-01-01' },
        },
      ],
      [
        'qualification',
        {
          title: 't',
          date: '2024-01-01',
          fields: { qualificationKind: 'teacher', certificateNo: '1', issuer: 'i', validUntil: '2020-01-01' },
        },
      ],
      ['exam', { title: 't', date: '2024-01-01', fields: { assessedYear: 2025, result: 'excellent', assessor: 'a' } }],
      [
        'edu-history',
        {
          title: 't',
          date: '2010-07-01',
          fields: { degree: 'bachelor', school: 's', major: 'm', startedOn: '2011-09-01', fullTime: true },
        },
      ],
      ['academic-post', { title: 't', date: '2024-01-01', level: '2', fields: { organisation: 'o', post: 'p', endsOn: '2023-01-01' } }],
      ['material', { title: 't', date: '2024-01-01', level: '2', fields: { isbn: '978-7-04-050789-9', publisher: 'p', role: 'chief' } }],
    ];
    const problems = broken.flatMap(([kind, values]) => checkBody(kind, saveBody(kind, values, []), en(), 'en-US'));
    expect(problems).toHaveLength(broken.length);
    for (const problem of problems) expect(problem.message).not.toMatch(/^(must|not a|a concluded|give)/);
    expect(contractProblem('must not be in the future')).toBe('future');
  });
});
