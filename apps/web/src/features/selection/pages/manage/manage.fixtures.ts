import type { ManageProjectDetail, SelectionReviewDetail } from '@yanxiu/contract/selection';
import { CorePaths } from '@yanxiu/contract/paths-core';

// What the staff selection page tests share: stored projects and applications as the server answers them.

/** The code tables' sections and subjects (the group and eligibility selects read them). */
export const SECTIONS = [
  { sectionCode: '2', sectionName: '小学', sectionNameEn: 'Primary', subjects: [{ code: '101', name: '语文', nameEn: 'Chinese' }] },
];

/** Answers the code-table read every project form makes; undefined for anything else. */
export function basecode(path: string): unknown {
  return path === CorePaths.findSubjectAndSection ? SECTIONS : undefined;
}

/** A district project with two sections (two indicators, then one), in `state`. */
export function storedProject(change: Partial<ManageProjectDetail> = {}): ManageProjectDetail {
  const indicator = (id: number, title: string, kind: 'text' | 'number' | 'choice' | 'file' | 'record' = 'text') => ({
    id,
    title,
    kind,
    maxScore: 10,
    guide: `${title}的评分标准`,
    options:
      kind === 'choice'
        ? [
            { key: 'a', label: '是' },
            { key: 'b', label: '否' },
          ]
        : [],
    multiple: false,
    required: true,
  });
  return {
    prjId: 42,
    title: '2026 年度优秀教师评选',
    description: '',
    category: '1',
    kind: '1',
    level: '2',
    applyScope: '1',
    selfReview: '2',
    scoreAggregation: 'mean',
    state: 'draft',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-31T10:00:00.000Z',
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
    schoolQuota: 3,
    ownerOrgId: 'd1',
    ownerOrgName: '演示区教育局',
    version: 3,
    groups: [],
    sections: [
      { id: 1, title: '师德表现', indicators: [indicator(11, '师德事迹'), indicator(12, '是否获奖', 'choice')] },
      { id: 2, title: '教学成果', indicators: [indicator(21, '获奖证书', 'file')] },
    ],
    copiedFromId: null,
    publishedAt: null,
    closedAt: null,
    applicationCount: 0,
    ...change,
  };
}

/** An application waiting for the school's recommendation, its school having used `used` of 2 places. */
export function reviewDetail(used: number, change: Partial<SelectionReviewDetail> = {}): SelectionReviewDetail {
  return {
    applyId: 501,
    prjId: 42,
    projectTitle: '2026 年度优秀教师评选',
    userId: '9',
    userName: '李老师',
    orgName: '实验小学',
    groupId: null,
    groupName: null,
    status: '4',
    stepCode: 'school',
    round: 1,
    submittedAt: '2026-12-05T02:00:00.000Z',
    version: 4,
    info: { name: '李老师', phone: '13800000000', email: null, sectionCode: '2', subjectCode: '101', titleCode: null, introduction: '' },
    selfReview: '2',
    sections: [
      {
        id: 1,
        title: '师德表现',
        indicators: [
          {
            id: 11,
            title: '师德事迹',
            kind: 'text',
            maxScore: 10,
            guide: '',
            options: [],
            multiple: false,
            required: true,
            value: { kind: 'text', text: '扎根乡村十年', number: null, optionKeys: [], files: [], records: [] },
            selfScore: 9,
          },
        ],
      },
    ],
    eligible: true,
    reasons: [],
    quota: [{ orgId: 's1', groupId: null, limit: 2, used }],
    steps: [
      { code: 'school', role: 'school_admin' },
      { code: 'district', role: 'district_admin' },
    ],
    canDecide: true,
    history: [],
    ...change,
  };
}
