import { currentUnitsOfProgramme, findSeededProgrammeIds } from '@server/modules/training/training.public';
import type { DemoSeedContext } from '@server/platform/demo/demo-seed';
import { findAssignmentOfUnit, insertAssignment, markAssignmentPublished } from './assignments.repository';

const DAY = 86_400_000;

/**
 * Seeds the published assignment of the demo programme 师德师风与新课标知识测评 (training's `ethicsExam`, beside its exam):
 * a lesson design marked by a three-criterion rubric, two peer reviewers per submission, late work accepted with 10%
 * off, one resubmission. Leaves a tenant that has it alone.
 */
export async function seedAssignmentDemo(ctx: DemoSeedContext): Promise<number> {
  const author = ctx.userIds.district_admin;
  const programmeId = (await findSeededProgrammeIds(ctx.db, ctx.tenantId)).ethicsExam;
  if (author === undefined || programmeId === undefined) return 0;
  const unit = (await currentUnitsOfProgramme(ctx.db, ctx.tenantId, programmeId)).find((candidate) => candidate.kind === 'assignment');
  if (!unit || (await findAssignmentOfUnit(ctx.db, ctx.tenantId, unit.id))) return 0;
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const id = await insertAssignment(tx, ctx.tenantId, {
      programmeId,
      unitId: unit.id,
      ownerUnitId: ctx.officeId,
      title: unit.title,
      instructions:
        '<p>结合新课标要求，提交一份本学科的单元教学设计（含教学目标、学习活动与评价方式）。</p><p>提交后可参与同伴互评，每份作业由两位同伴评阅。</p>',
      attachmentFileIds: [],
      opensAt: new Date(now.getTime() - DAY),
      dueAt: new Date(now.getTime() + 30 * DAY),
      latePolicy: 'penalty',
      latePenaltyPercent: 10,
      maxScore: 100,
      passScore: 60,
      rubric: [
        { title: '教学目标', description: '目标与课标要求一致，表述清楚可评价', maxPoints: 30 },
        { title: '学习活动', description: '活动设计围绕目标，体现学生主体', maxPoints: 40 },
        { title: '评价方式', description: '评价与目标对应，方式多样', maxPoints: 30 },
      ],
      peerReviewers: 2,
      peerReviewDueAt: new Date(now.getTime() + 40 * DAY),
      resubmissionsAllowed: 1,
      createdBy: author,
    });
    if (id === undefined) return 0;
    await markAssignmentPublished(tx, ctx.tenantId, id, 1, now);
    return 1;
  });
}
