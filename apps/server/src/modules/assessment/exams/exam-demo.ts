import type { PaperRule } from '@yanxiu/contract/assessment-exams';
import { currentUnitsOfProgramme, findSeededProgrammeIds } from '@server/modules/training/training.public';
import type { DemoSeedContext } from '@server/platform/demo/demo-seed';
import { findBankByName } from '@server/modules/assessment/banks/banks.repository';
import { DEMO_BANK_NAME } from '@server/modules/assessment/demo/assessment-demo';
import { paperTotals } from './exam-paper';
import { findExamOfUnit, insertExam, markExamPublished, replacePaper } from './exams.repository';

const DAY = 86_400_000;

/** The demo exam's rules: every kind the server grades, drawn from the district's demo bank (no short answers, so a
 * teacher trying the demo sees the result at once). */
const demoRules = (bankId: number): PaperRule[] => [
  { bankId, tags: [], difficulties: [], kinds: ['single'], count: 3, pointsEach: 10 },
  { bankId, tags: [], difficulties: [], kinds: ['multiple'], count: 2, pointsEach: 10 },
  { bankId, tags: [], difficulties: [], kinds: ['true_false'], count: 2, pointsEach: 10 },
  { bankId, tags: [], difficulties: [], kinds: ['fill_blank'], count: 1, pointsEach: 10 },
];

/**
 * Seeds the published exam of the demo programme 师德师风与新课标知识测评 (training's `ethicsExam`): a random paper from
 * the demo bank, 30 minutes, two attempts, the best counting, 60% to pass. Leaves a tenant that has it alone.
 */
export async function seedExamDemo(ctx: DemoSeedContext): Promise<number> {
  const author = ctx.userIds.district_admin;
  const programmeId = (await findSeededProgrammeIds(ctx.db, ctx.tenantId)).ethicsExam;
  const bank = await findBankByName(ctx.db, ctx.tenantId, ctx.officeId, DEMO_BANK_NAME);
  if (author === undefined || programmeId === undefined || !bank) return 0;
  const unit = (await currentUnitsOfProgramme(ctx.db, ctx.tenantId, programmeId)).find((candidate) => candidate.kind === 'exam');
  if (!unit || (await findExamOfUnit(ctx.db, ctx.tenantId, unit.id))) return 0;
  const paper = { mode: 'random' as const, rules: demoRules(bank.id) };
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const examId = await insertExam(tx, ctx.tenantId, {
      title: unit.title,
      instructions: '本测评从区级题库随机抽题，限时 30 分钟，请独立完成。答案逐题自动保存，时间到后系统自动交卷。',
      programmeId,
      unitId: unit.id,
      schoolId: null,
      ownerUnitId: ctx.officeId,
      paperMode: 'random',
      timeLimitMinutes: 30,
      opensAt: new Date(now.getTime() - DAY),
      closesAt: new Date(now.getTime() + 90 * DAY),
      attemptsAllowed: 2,
      counts: 'best',
      passPercent: 60,
      shuffleQuestions: true,
      shuffleOptions: true,
      revealResults: 'after_submit',
      revealExplanations: 'after_submit',
      ...paperTotals(paper),
      createdBy: author,
    });
    await replacePaper(tx, ctx.tenantId, examId, { items: [], rules: paper.rules });
    await markExamPublished(tx, ctx.tenantId, examId, 1, now);
    return 1;
  });
}
