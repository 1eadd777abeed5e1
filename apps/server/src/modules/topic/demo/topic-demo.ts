import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { TOPIC_STAGE_WORKFLOW, TOPIC_SUBJECT, TOPIC_WORKFLOW } from '@server/modules/topic/topic-workflow';
import {
  findDemoUsers,
  hasCalls,
  insertDemoCall,
  insertDemoRecord,
  insertDemoReview,
  insertDemoStage,
  insertDemoTopic,
  setDemoCounter,
  setDemoTopicReview,
} from './topic-demo.repository';

// Demo topics, so /scientific/topic and the staff pages show something on first start: the district's call open
// now with suggested topics (one expert scores, as the demo has one expert account), and last year's call with an
// approved topic in research (hosted by 李强 with 周涛 as a confirmed member; its opening report passed, the
// mid-term check due next; one process record). Runs on the demo tenant only.

const DAY_MS = 24 * 60 * 60 * 1000;
const stepsOf = (workflow: { steps: ReadonlyArray<{ code: string; role: string; scope: string }> }) =>
  workflow.steps.map(({ code, role, scope }) => ({ code, role, scope }));

const SUGGESTIONS = [
  { key: 'homework', title: '“双减”背景下小学数学分层作业设计研究', level: null, description: '聚焦作业的分层、弹性与反馈。' },
  { key: 'reading', title: '初中语文整本书阅读教学策略研究', level: 'general', description: '' },
  { key: 'inquiry', title: '基于核心素养的初中物理探究式教学实践研究', level: 'key', description: '' },
  { key: 'newteacher', title: '青年教师课堂教学能力提升路径研究', level: 'youth', description: '面向教龄五年以内的教师。' },
] as const;

/** Seeds the demo tenant's topic calls and a topic in research once; answers how many calls it wrote. */
export async function seedTopicDemo(db: Db, tenantId: TenantId, now = new Date()): Promise<number> {
  if (await hasCalls(db, tenantId)) return 0;
  const people = await findDemoUsers(db, tenantId, ['district_admin', 'backbone', 'idle']);
  const district = people.get('district_admin');
  const host = people.get('backbone');
  const member = people.get('idle');
  if (!district || !host || !member) return 0;
  return runInTransaction(db, async (tx) => {
    const common = {
      ownerOrgId: district.orgUnitId,
      createdBy: district.id,
      state: 'published',
      memberCap: 5,
      eligibility: { sectionCodes: [], subjectCodes: [], roles: ['teacher'] },
    };
    await insertDemoCall(tx, tenantId, {
      ...common,
      title: '2026 年度区级教育科研课题指南',
      year: 2026,
      description: '围绕“双减”、课堂教学改革与教师专业发展，面向全区中小学教师征集研究课题。每项课题成员不超过 5 人，研究周期两年。',
      levels: ['key', 'general', 'youth'],
      suggestions: SUGGESTIONS,
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 60 * DAY_MS),
      requiredDocuments: ['课题申报书'],
      expertCount: 1,
      passScore: 70,
      periodStartsOn: '2027-01-01',
      periodEndsOn: '2028-12-31',
      publishedAt: new Date(now.getTime() - 7 * DAY_MS),
    });
    const lastYear = await insertDemoCall(tx, tenantId, {
      ...common,
      state: 'closed',
      title: '2025 年度区级教育科研课题指南',
      year: 2025,
      description: '2025 年度区级课题，已完成立项。',
      levels: ['key', 'general'],
      suggestions: [],
      startsAt: new Date('2025-03-01T00:00:00+08:00'),
      endsAt: new Date('2025-04-30T00:00:00+08:00'),
      requiredDocuments: [],
      expertCount: 1,
      passScore: 70,
      periodStartsOn: '2026-06-01',
      periodEndsOn: '2028-05-31',
      publishedAt: new Date('2025-03-01T00:00:00+08:00'),
      closedAt: new Date('2025-06-01T00:00:00+08:00'),
    });
    const approvedAt = new Date('2025-06-20T10:00:00+08:00');
    const plan = {
      background: '初中物理课堂中学生动手探究的机会有限，概念理解停留在记忆层面。',
      aims: '形成一套可推广的初中物理探究式教学设计与评价工具。',
      methods: '行动研究、课堂观察与前后测对比。',
      stages: [
        { title: '准备与调研', startsOn: '2026-06-01', endsOn: '2026-09-30', tasks: '文献综述、学情调研' },
        { title: '实践与改进', startsOn: '2026-10-01', endsOn: '2027-12-31', tasks: '两轮行动研究' },
        { title: '总结与推广', startsOn: '2028-01-01', endsOn: '2028-05-31', tasks: '成果提炼' },
      ],
      expectedResults: '研究报告一份、教学设计集一册、公开课三节。',
      references: ['《义务教育物理课程标准（2022 年版）》'],
    };
    const topicId = await insertDemoTopic(
      tx,
      tenantId,
      {
        callId: lastYear,
        hostUserId: host.id,
        orgUnitId: host.orgUnitId,
        title: '基于核心素养的初中物理探究式教学实践研究',
        level: 'key',
        suggestionKey: null,
        plan,
        phase: 'approved',
        topicNo: '2025-001',
        periodStartsOn: '2026-06-01',
        periodEndsOn: '2028-05-31',
        approvedAt,
      },
      [member.id],
    );
    const application = await insertDemoReview(tx, tenantId, {
      workflow: TOPIC_WORKFLOW.code,
      subjectType: TOPIC_SUBJECT.application,
      subjectId: String(topicId),
      applicantUserId: host.id,
      applicantOrgPath: host.orgPath,
      status: '6',
      stepIndex: TOPIC_WORKFLOW.steps.length - 1,
      steps: stepsOf(TOPIC_WORKFLOW),
      snapshot: { title: '基于核心素养的初中物理探究式教学实践研究', plan },
      submittedAt: new Date('2025-04-20T10:00:00+08:00'),
    });
    await setDemoTopicReview(tx, tenantId, topicId, application);
    await setDemoCounter(tx, tenantId, 2025, 1);
    const opening = await insertDemoReview(tx, tenantId, {
      workflow: TOPIC_STAGE_WORKFLOW.code,
      subjectType: TOPIC_SUBJECT.stage,
      subjectId: String(topicId),
      applicantUserId: host.id,
      applicantOrgPath: host.orgPath,
      status: '6',
      stepIndex: TOPIC_STAGE_WORKFLOW.steps.length - 1,
      steps: stepsOf(TOPIC_STAGE_WORKFLOW),
      snapshot: { kind: 'opening' },
      submittedAt: new Date('2026-08-20T10:00:00+08:00'),
    });
    await insertDemoStage(tx, tenantId, {
      applicationId: topicId,
      kind: 'opening',
      report: '开题论证会于 2026 年 8 月召开，专家组同意开题，建议细化评价工具。',
      reviewInstanceId: opening,
      outcome: 'passed',
      filedBy: host.id,
      filedAt: new Date('2026-08-20T10:00:00+08:00'),
      decidedAt: new Date('2026-08-28T10:00:00+08:00'),
    });
    await insertDemoRecord(tx, tenantId, {
      applicationId: topicId,
      authorUserId: member.id,
      kind: 'lesson',
      title: '研究课：《浮力》探究教学',
      occurredOn: '2026-10-15',
      description: '课题组成员集体观课并完成课堂观察量表。',
    });
    return 2;
  });
}
