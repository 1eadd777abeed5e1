import type { EvaluationAnswer, EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';
import {
  completeUnits,
  currentUnitsOfProgramme,
  enrolledAmong,
  findSeededProgrammeIds,
  trainingProgrammeById,
} from '@server/modules/training/training.public';
import type { DemoSeedContext } from '@server/platform/demo/demo-seed';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { chinaDay } from '@server/platform/time/china-time';
import { windowOf } from './evaluation-view';
import { findEvaluationOfUnit, insertEvaluation, markEvaluationPublished } from './evaluations.repository';
import { insertRespondent, insertResponse } from './responses.repository';

/** The demo questionnaire: the satisfaction questions a district asks at the end of a programme. */
const DEMO_QUESTIONS: EvaluationQuestion[] = [
  { kind: 'rating', prompt: '您对本次培训的总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
  { kind: 'rating', prompt: '培训内容对您教育教学工作的帮助程度', required: true, scale: 5, lowLabel: '没有帮助', highLabel: '帮助很大' },
  { kind: 'single', prompt: '您认为本次测评的难度', required: true, options: ['偏易', '适中', '偏难'] },
  {
    kind: 'multiple',
    prompt: '您希望今后增加哪些培训内容（可多选）',
    required: false,
    options: ['师德案例研讨', '新课标解读', '作业设计', '信息技术应用'],
  },
  { kind: 'text', prompt: '您对今后的培训有什么意见和建议？', required: false, maxLength: 500 },
];

/** The seeded answers, one list per demo teacher who answered (anonymous: nothing in them says whose). */
const DEMO_ANSWERS: Array<Array<EvaluationAnswer | null>> = [
  [
    { kind: 'rating', value: 5 },
    { kind: 'rating', value: 4 },
    { kind: 'single', option: 1 },
    { kind: 'multiple', options: [1, 2] },
    { kind: 'text', text: '希望多一些真实课堂案例。' },
  ],
  [{ kind: 'rating', value: 4 }, { kind: 'rating', value: 4 }, { kind: 'single', option: 1 }, { kind: 'multiple', options: [0] }, null],
  [
    { kind: 'rating', value: 3 },
    { kind: 'rating', value: 5 },
    { kind: 'single', option: 2 },
    { kind: 'multiple', options: [1, 3] },
    { kind: 'text', text: '测评时间可以再宽裕一些。' },
  ],
];

/**
 * Seeds the published anonymous questionnaire of the demo programme 师德师风与新课标知识测评 (training's `ethicsExam`,
 * its closing evaluation unit), answered by the demo teachers training enrolled there other than `teacher` (who is left
 * to answer it in the demo). Leaves a tenant that has it alone.
 */
export async function seedEvaluationDemo(ctx: DemoSeedContext): Promise<number> {
  const author = ctx.userIds.district_admin;
  const programmeId = (await findSeededProgrammeIds(ctx.db, ctx.tenantId)).ethicsExam;
  if (author === undefined || programmeId === undefined) return 0;
  const unit = (await currentUnitsOfProgramme(ctx.db, ctx.tenantId, programmeId)).find((candidate) => candidate.kind === 'evaluation');
  const programme = await trainingProgrammeById(ctx.db, ctx.tenantId, programmeId);
  if (!unit || !programme || (await findEvaluationOfUnit(ctx.db, ctx.tenantId, unit.id))) return 0;
  const candidates = [ctx.userIds.backbone, ctx.userIds.expert, ctx.userIds.school_admin].flatMap((id) => (id === undefined ? [] : [id]));
  const respondents = await enrolledAmong(ctx.db, ctx.tenantId, programmeId, candidates);
  const now = new Date();
  // Anonymous answers carry the questionnaire's first day, the programme's here (evaluation-respond.service.ts says why).
  const demoRow = { opensAt: null, closesAt: null, programmeStartsOn: programme.startsOn, programmeEndsOn: programme.endsOn };
  return ctx.db.transaction(async (tx) => {
    const evaluationId = await insertEvaluation(tx, ctx.tenantId, {
      title: '培训满意度评估',
      intro: '本问卷匿名填写，任何人（包括管理员）都无法看到您的姓名。填写后即完成本单元。',
      programmeId,
      unitId: unit.id,
      ownerUnitId: programme.organiserUnitId,
      anonymous: true,
      opensAt: null,
      closesAt: null,
      questions: DEMO_QUESTIONS,
      createdBy: author,
    });
    await markEvaluationPublished(tx, ctx.tenantId, evaluationId, 1, now);
    for (const [index, userId] of respondents.entries()) {
      await insertRespondent(tx, ctx.tenantId, evaluationId, userId);
      await insertResponse(tx, ctx.tenantId, {
        evaluationId,
        userId: null,
        answeredOn: chinaDay(windowOf(demoRow).opensAt),
        answers: DEMO_ANSWERS[index % DEMO_ANSWERS.length],
      });
    }
    // Through the same path as a teacher answering, so the other domains react as they would in the app.
    if (respondents.length > 0)
      await completeUnits(ctx.deps.events, eventScopeFromDeps(ctx.deps, tx, ctx.tenantId), {
        unit,
        programme,
        userIds: respondents,
        source: 'evaluation',
        recordedBy: null,
        now,
      });
    return 1;
  });
}
