import type { EvaluationResults, ManagedEvaluation, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';

/** Questionnaire 9 on programme 3's unit 12: anonymous, a rating, a multiple choice and an optional open question. */
export function managedEvaluation(change: Partial<ManagedEvaluation> = {}): ManagedEvaluation {
  return {
    id: 9,
    version: 2,
    status: 'draft',
    title: '培训满意度调查',
    intro: '请如实填写。',
    placement: { kind: 'unit', unitId: 12 },
    anonymous: true,
    opensAt: null,
    closesAt: null,
    questions: [
      { kind: 'rating', prompt: '总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
      { kind: 'multiple', prompt: '收获最大的环节', required: true, options: ['专题讲座', '分组研讨', '课堂观摩'] },
      { kind: 'text', prompt: '意见和建议', required: false, maxLength: 200 },
    ],
    programmeId: 3,
    programmeTitle: '新教师师德培训',
    unitTitle: '结业评估',
    window: { opensAt: '2026-12-01T00:00:00.000Z', closesAt: '2026-12-20T16:00:00.000Z' },
    responseCount: 0,
    enrolledCount: 40,
    locked: false,
    publishedAt: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...change,
  };
}

/** The same questionnaire, published, as an enrolled teacher who has not answered reads it. */
export function teacherEvaluation(change: Partial<TeacherEvaluation> = {}): TeacherEvaluation {
  const managed = managedEvaluation();
  return {
    id: 9,
    unitId: 12,
    programmeId: 3,
    programmeTitle: managed.programmeTitle,
    title: managed.title,
    intro: managed.intro,
    anonymous: true,
    opensAt: managed.window.opensAt,
    closesAt: managed.window.closesAt,
    questions: managed.questions,
    responded: false,
    blocker: null,
    ...change,
  };
}

/** Its results after 3 of 40 answered. */
export function evaluationResults(change: Partial<EvaluationResults> = {}): EvaluationResults {
  const managed = managedEvaluation({ status: 'published' });
  return {
    evaluation: {
      id: 9,
      title: managed.title,
      anonymous: true,
      status: 'published',
      programmeId: 3,
      programmeTitle: managed.programmeTitle,
      unitTitle: managed.unitTitle,
      window: managed.window,
    },
    enrolledCount: 40,
    responseCount: 3,
    responseRate: 0.075,
    questions: [
      {
        kind: 'rating',
        position: 0,
        prompt: '总体满意度',
        required: true,
        answered: 3,
        scale: 5,
        lowLabel: '很不满意',
        highLabel: '非常满意',
        counts: [0, 0, 1, 1, 1],
        mean: 4,
      },
      {
        kind: 'multiple',
        position: 1,
        prompt: '收获最大的环节',
        required: true,
        answered: 3,
        options: [
          { label: '专题讲座', count: 2 },
          { label: '分组研讨', count: 3 },
          { label: '课堂观摩', count: 0 },
        ],
      },
      {
        kind: 'text',
        position: 2,
        prompt: '意见和建议',
        required: false,
        answered: 1,
        texts: [{ text: '希望多一些案例。', respondent: null }],
      },
    ],
    ...change,
  };
}
