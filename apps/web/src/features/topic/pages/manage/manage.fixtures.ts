import type {
  ManageTopicCall,
  TopicDetail,
  TopicExpertDetail,
  TopicReviewDetail,
  TopicReviewItem,
  TopicStage,
} from '@yanxiu/contract/topic';
import { CorePaths } from '@yanxiu/contract/paths-core';

// What the topic staff and expert page tests share: calls, topics and reviews as the server answers them.

/** Answers the code-table read the call form makes; undefined for anything else. */
export function basecode(path: string): unknown {
  return path === CorePaths.findSubjectAndSection
    ? [{ sectionCode: '2', sectionName: '小学', sectionNameEn: 'Primary', subjects: [{ code: '101', name: '语文', nameEn: 'Chinese' }] }]
    : undefined;
}

/** A stored call in `state`. */
export function storedCall(change: Partial<ManageTopicCall> = {}): ManageTopicCall {
  return {
    callId: 9,
    title: '2026 年度区级教育科研课题指南',
    year: 2026,
    description: '',
    levels: ['key', 'general'],
    suggestions: [{ key: 's1', title: '双减背景下的作业设计研究', level: 'general', description: '' }],
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-31T10:00:00.000Z',
    memberCap: 5,
    requiredDocuments: ['课题申报书'],
    expertCount: 2,
    passScore: 60,
    periodStartsOn: '2027-01-01',
    periodEndsOn: '2028-12-31',
    state: 'draft',
    ownerOrgName: '示范区教育局',
    publishedAt: null,
    version: 3,
    applicationCount: 0,
    closedAt: null,
    ...change,
  };
}

/** A topic under review: a host, one confirmed member, a plan and one attachment. */
export function topic(change: Partial<TopicDetail> = {}): TopicDetail {
  return {
    applyId: 31,
    callId: 9,
    callTitle: '2026 年度区级教育科研课题指南',
    callYear: 2026,
    title: '小学数学单元作业设计研究',
    level: 'general',
    suggestionKey: 's1',
    host: { userId: '7', name: '王芳', orgName: '第一实验小学' },
    members: [{ userId: '8', name: '李明', orgName: '第一实验小学', status: 'confirmed', respondedAt: '2026-12-02T02:00:00.000Z' }],
    plan: {
      background: '作业负担重。',
      aims: '减负增效。',
      methods: '行动研究。',
      stages: [{ title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '文献综述' }],
      expectedResults: '作业设计案例集。',
      references: ['《作业设计》'],
    },
    files: [{ id: '8e4b92ba-ee2c-41ac-8836-dd1ca78ff6ea', name: '申报书.pdf', contentType: 'application/pdf', size: 1412, public: false }],
    phase: 'application',
    status: '4',
    stepCode: 'school',
    round: 1,
    version: 4,
    returnComment: null,
    topicNo: null,
    periodStartsOn: null,
    periodEndsOn: null,
    approvedAt: null,
    concludedAt: null,
    appraisal: null,
    results: '',
    sharedAt: null,
    shareAbstract: '',
    stages: [],
    changes: [],
    nextDue: null,
    recordCount: 0,
    submittedAt: '2026-12-05T02:00:00.000Z',
    updatedAt: '2026-12-05T02:00:00.000Z',
    myRole: 'reviewer',
    canEdit: false,
    canRequestChange: false,
    ...change,
  };
}

/** The queue item of the application review 501 at `stepCode`. */
export function reviewItem(reviewId: number, change: Partial<TopicReviewItem> = {}): TopicReviewItem {
  return {
    reviewId,
    kind: 'application',
    applyId: 31,
    stageId: null,
    title: '小学数学单元作业设计研究',
    topicNo: null,
    level: 'general',
    callTitle: '2026 年度区级教育科研课题指南',
    host: { userId: '7', name: '王芳', orgName: '第一实验小学' },
    status: '4',
    stepCode: 'school',
    round: 1,
    submittedAt: '2026-12-05T02:00:00.000Z',
    panel: { required: 2, assigned: 0, submitted: 0 },
    ...change,
  };
}

/** The review page's read of the application review 501. */
export function reviewDetail(change: Partial<TopicReviewDetail> = {}): TopicReviewDetail {
  const { panel: _progress, ...item } = reviewItem(501);
  return {
    ...item,
    version: 6,
    topic: topic(),
    stage: null,
    steps: [
      { code: 'school', role: 'school_admin' },
      { code: 'district', role: 'district_admin' },
      { code: 'expert', role: 'expert' },
    ],
    canDecide: true,
    canAssignExperts: false,
    passScore: 60,
    expertCount: 2,
    panel: [],
    history: [
      {
        reviewKind: 'application',
        stageId: null,
        actorName: '王芳',
        stepCode: 'applicant',
        event: 'submit',
        comment: null,
        round: 1,
        statusAfter: '4',
        decidedAt: '2026-12-05T02:00:00.000Z',
      },
    ],
    ...change,
  };
}

/** A conclusion filing of the topic. */
export function conclusionStage(change: Partial<TopicStage> = {}): TopicStage {
  return {
    stageId: 77,
    kind: 'conclusion',
    status: 'reviewing',
    report: '三年研究已完成。',
    results: '出版作业设计案例集一册。',
    change: null,
    files: [],
    reviewId: 601,
    stepCode: 'expert',
    round: 1,
    version: 2,
    appraisal: null,
    returnComment: null,
    filedAt: '2028-11-20T02:00:00.000Z',
    decidedAt: null,
    ...change,
  };
}

/** What an expert reads to score the application (review 501) or appraise the conclusion. */
export function expertDetail(change: Partial<TopicExpertDetail> = {}): TopicExpertDetail {
  return {
    reviewId: 501,
    kind: 'application',
    applyId: 31,
    title: '小学数学单元作业设计研究',
    level: 'general',
    callTitle: '2026 年度区级教育科研课题指南',
    open: true,
    submittedAt: null,
    topic: topic({ stepCode: 'expert' }),
    stage: null,
    passScore: 60,
    mine: null,
    ...change,
  };
}
