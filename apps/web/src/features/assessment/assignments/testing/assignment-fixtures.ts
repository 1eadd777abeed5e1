import type {
  ManagedAssignment,
  PeerReviewTask,
  QueuedSubmission,
  SubmissionRound,
  TeacherAssignment,
  TutorSubmission,
} from '@yanxiu/contract/assessment-assignments';

// Answers of the assignment calls as the contract shapes them, for the pages' tests.

/** The due time the fixtures use: well ahead, so a submission is on time. */
export const DUE_AT = '2099-06-30T10:00:00.000Z';

export const RUBRIC = [
  { title: '教学目标', description: '目标清楚、可检测', maxPoints: 40 },
  { title: '教学过程', description: '环节完整、以学生为中心', maxPoints: 60 },
];

export function managedAssignment(change: Partial<ManagedAssignment> = {}): ManagedAssignment {
  return {
    id: 5,
    version: 3,
    status: 'draft',
    title: '教学设计作业',
    instructions: '<p>提交一份完整的教学设计。</p>',
    placement: { kind: 'unit', unitId: 12 },
    opensAt: null,
    dueAt: DUE_AT,
    latePolicy: 'accept',
    latePenaltyPercent: 0,
    maxScore: 100,
    passScore: 60,
    rubric: RUBRIC,
    peerReview: { reviewers: 2, dueAt: null },
    resubmissionsAllowed: 1,
    programmeId: 3,
    programmeTitle: '新教师培训',
    attachments: [{ id: '00000000-0000-4000-8000-000000000001', name: '模板.docx', contentType: 'application/msword', size: 1200 }],
    submittedCount: 4,
    waitingCount: 1,
    publishedAt: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...change,
  };
}

export function round(change: Partial<SubmissionRound> = {}): SubmissionRound {
  return {
    round: 1,
    status: 'submitted',
    text: '<p>我的教学设计</p>',
    files: [{ id: '00000000-0000-4000-8000-000000000002', name: '设计.pdf', contentType: 'application/pdf', size: 3000 }],
    submittedAt: '2026-11-21T02:00:00.000Z',
    late: false,
    decision: null,
    ...change,
  };
}

export function teacherAssignment(change: Partial<TeacherAssignment> = {}): TeacherAssignment {
  return {
    id: 5,
    unitId: 12,
    programmeId: 3,
    programmeTitle: '新教师培训',
    title: '教学设计作业',
    instructions: '<p>提交一份完整的教学设计。</p>',
    attachments: [{ id: '00000000-0000-4000-8000-000000000001', name: '模板.docx', contentType: 'application/msword', size: 1200 }],
    opensAt: null,
    dueAt: DUE_AT,
    latePolicy: 'accept',
    latePenaltyPercent: 0,
    maxScore: 100,
    passScore: 60,
    rubric: RUBRIC,
    peerReview: { reviewers: 2, dueAt: null },
    resubmissionsAllowed: 1,
    state: 'not_started',
    submissionId: null,
    rounds: [],
    counted: null,
    excellent: false,
    peerReviews: [],
    submitBlocker: null,
    ...change,
  };
}

export function queued(change: Partial<QueuedSubmission> = {}): QueuedSubmission {
  return {
    submissionId: 21,
    assignmentId: 5,
    assignmentTitle: '教学设计作业',
    programmeTitle: '新教师培训',
    teacherName: '李老师',
    schoolName: '第一小学',
    round: 1,
    status: 'submitted',
    submittedAt: '2026-11-21T02:00:00.000Z',
    late: false,
    excellent: false,
    ...change,
  };
}

export function tutorSubmission(change: Partial<TutorSubmission> = {}): TutorSubmission {
  return {
    ...queued(),
    maxScore: 100,
    passScore: 60,
    rubric: RUBRIC,
    latePolicy: 'accept',
    latePenaltyPercent: 0,
    resubmissionsAllowed: 1,
    rounds: [round()],
    counted: null,
    peerReviews: [
      { reviewerName: '王老师', rubricPoints: [30, 50], score: 80, comment: '目标清楚。', reviewedAt: '2026-11-22T02:00:00.000Z' },
    ],
    ...change,
  };
}

export function peerTask(change: Partial<PeerReviewTask> = {}): PeerReviewTask {
  return {
    reviewId: 31,
    assignmentId: 5,
    assignmentTitle: '教学设计作业',
    rubric: RUBRIC,
    maxScore: 100,
    dueAt: null,
    text: '<p>同学的教学设计</p>',
    files: [],
    status: 'open',
    rubricPoints: [],
    score: null,
    comment: '',
    ...change,
  };
}

export const page = <T>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });
