import type { TopicDetail } from '@yanxiu/contract/topic';
import { beforeEach, describe, expect, test } from 'vitest';
import { draftBody, emptyApplyForm, missingParts, unconfirmedMembers, type ApplyFormValues } from './apply-form';
import { changeNames } from './change-names';
import { applyFormPath } from './page-links';
import { forgetPlan, keepPlan, keptPlanFor } from './plan-session';

beforeEach(() => sessionStorage.clear());

const filled = (change: Partial<ApplyFormValues> = {}): ApplyFormValues => ({
  ...emptyApplyForm('general'),
  title: '小学数学大单元教学的实践研究',
  background: '背景',
  aims: '目标',
  methods: '行动研究',
  stages: [{ title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '' }],
  expectedResults: '研究报告',
  ...change,
});

describe('the research plan kept in the tab (spec 2: kept in and restored from session storage)', () => {
  test('a plan typed before the draft existed comes back for the same call, also once the draft has its applyId', () => {
    keepPlan({ callId: 5, applyId: null }, filled(), 1_000);
    expect(keptPlanFor<ApplyFormValues>({ callId: 5, applyId: null }, null)?.values.title).toBe('小学数学大单元教学的实践研究');
    expect(keptPlanFor({ callId: 5, applyId: 12 }, null)).not.toBeNull();
  });

  test("another call's or another application's plan is not restored", () => {
    keepPlan({ callId: 5, applyId: 12 }, filled(), 1_000);
    expect(keptPlanFor({ callId: 6, applyId: null }, null)).toBeNull();
    expect(keptPlanFor({ callId: 5, applyId: 13 }, null)).toBeNull();
  });

  test('a copy older than the server draft (saved meanwhile from another tab) gives way to it', () => {
    keepPlan({ callId: 5, applyId: 12 }, filled(), Date.parse('2026-11-20T02:00:00.000Z'));
    expect(keptPlanFor({ callId: 5, applyId: 12 }, '2026-11-20T02:00:05.000Z')).toBeNull();
    expect(keptPlanFor({ callId: 5, applyId: 12 }, '2026-11-20T01:59:00.000Z')).not.toBeNull();
  });

  test('forgotten once submitted; anything else in the slot is ignored', () => {
    keepPlan({ callId: 5, applyId: 12 }, filled());
    forgetPlan();
    expect(keptPlanFor({ callId: 5, applyId: 12 }, null)).toBeNull();
    sessionStorage.setItem('yanxiu.page.researchPlan', '{"plan":"old shape"}');
    expect(keptPlanFor({ callId: 5, applyId: 12 }, null)).toBeNull();
  });
});

describe('the application form and the API', () => {
  test('no server draft without a title and a level; the tab keeps the rest meanwhile', () => {
    expect(draftBody({ ...filled(), title: '  ' }, { callId: 5, applyId: null, version: null })).toBeNull();
    expect(draftBody({ ...filled(), level: null }, { callId: 5, applyId: null, version: null })).toBeNull();
  });

  test('a draft names the version read; unfinished stages and empty references wait in the tab', () => {
    const values = filled({
      stages: [
        { title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '文献' },
        { title: '实施阶段', startsOn: '2027-04-01', endsOn: null, tasks: '' },
        { title: '', startsOn: '2027-09-01', endsOn: '2027-12-31', tasks: '' },
      ],
      references: ['  课程标准（2022 年版） ', ''],
      members: [{ userId: 8, name: '李老师', orgName: '实验小学' }],
      files: [{ id: '3f0c6c59-3a55-4a39-9d3c-6b2b8e5a8a11', name: '申报书.pdf' }],
    });
    const body = draftBody(values, { callId: 5, applyId: 12, version: 3 })!;
    expect(body).toMatchObject({
      callId: 5,
      applyId: 12,
      version: 3,
      memberUserIds: [8],
      fileIds: ['3f0c6c59-3a55-4a39-9d3c-6b2b8e5a8a11'],
    });
    expect(body.plan.stages).toEqual([{ title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '文献' }]);
    expect(body.plan.references).toEqual(['课程标准（2022 年版）']);
    expect(draftBody(values, { callId: 5, applyId: null, version: null })).not.toHaveProperty('applyId');
  });

  test('what submission still needs, and stages with a missing date or an end before the start', () => {
    expect(missingParts(filled())).toEqual([]);
    expect(missingParts(emptyApplyForm(null))).toEqual(['title', 'level', 'background', 'aims', 'methods', 'stages', 'expectedResults']);
    expect(
      missingParts(filled({ stages: [...filled().stages, { title: '总结', startsOn: '2027-12-31', endsOn: '2027-12-01', tasks: '' }] })),
    ).toEqual(['stageDates']);
  });

  test('a member who has not confirmed (or was just added) keeps the application from being submitted', () => {
    const values = filled({
      members: [
        { userId: 8, name: '李老师', orgName: '实验小学' },
        { userId: 9, name: '王老师', orgName: '实验小学' },
        { userId: 10, name: '赵老师', orgName: '二中' },
      ],
    });
    const topic = {
      members: [
        { userId: '8', name: '李老师', orgName: '实验小学', status: 'confirmed', respondedAt: null },
        { userId: '9', name: '王老师', orgName: '实验小学', status: 'invited', respondedAt: null },
      ],
    } as Pick<TopicDetail, 'members'>;
    expect(unconfirmedMembers(values, topic).map((member) => member.userId)).toEqual([9, 10]);
    expect(unconfirmedMembers(filled(), topic)).toEqual([]);
  });

  test('links write every page-state parameter, so one the tab remembers from another topic is replaced', () => {
    expect(applyFormPath({ callId: 5, applyId: null })).toBe('/scientific/topicApplyForm?prjId=5&applyId=&status=0');
    expect(applyFormPath({ callId: null, applyId: 12, readOnly: true, backUrl: '/scientific/applyRecord' })).toBe(
      '/scientific/topicApplyForm?prjId=&applyId=12&status=1&backUrl=%2Fscientific%2FapplyRecord',
    );
  });
});

describe('change names', () => {
  test('a change names the members it adds and removes by name, in the locale, and an unknown account by its number', async () => {
    const { switchLocale } = await import('@/shared/i18n/i18n');
    await switchLocale('zh-CN');
    const change = {
      reason: '调整成员',
      addMemberUserIds: [21, 22],
      removeMemberUserIds: [9],
      newPeriodEndsOn: null,
      people: [
        { userId: '21', name: '赵敏', orgName: '第二小学' },
        { userId: '9', name: '王老师', orgName: '第一小学' },
      ],
    };
    expect(changeNames(change, change.addMemberUserIds)).toBe('赵敏和22');
    expect(changeNames(change, change.removeMemberUserIds)).toBe('王老师');
  });
});
