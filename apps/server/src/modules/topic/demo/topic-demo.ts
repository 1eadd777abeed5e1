import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { addDays, chinaDay, chinaWallToIso, chinaYear } from '@server/platform/time/china-time';
import { addMonths } from '@server/modules/topic/stages/deadlines';
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

// Demo topics, so /scientific/topic and the staff pages show something on first start: the district's call of this
// year open now with suggested topics (one expert scores, as the demo has one expert account; its research period
// starts next year), and last year's call with an approved topic in research (hosted by 李强 with 周涛 as a confirmed
// member; its opening report filed and passed inside its window, the mid-term check due next; one process record).
// Every date follows the day it is seeded, so the story holds whenever the demo starts. Runs on the demo tenant only.

/**
 * The demo topic in research, by the day it is seeded: a two-year period that began on the first day of the month
 * six months before (so the opening's window has closed and the mid-term is next), under last year's call.
 */
export function demoTopicDates(now: Date) {
  const startsOn = addMonths(`${chinaDay(now).slice(0, 8)}01`, -6);
  const callYear = chinaYear(new Date(chinaWallToIso(`${addDays(startsOn, -200)} 12:00`)));
  return { callYear, topicNo: `${callYear}-001`, startsOn, endsOn: addDays(addMonths(startsOn, 24), -1) };
}

/** A moment of a China day at a wall-clock time. */
const at = (day: string, time = '10:00') => new Date(chinaWallToIso(`${day} ${time}`));

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
  const thisYear = chinaYear(now);
  const { callYear, topicNo, startsOn, endsOn } = demoTopicDates(now);
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
      title: `${thisYear} 年度区级教育科研课题指南`,
      year: thisYear,
      description: '围绕“双减”、课堂教学改革与教师专业发展，面向全区中小学教师征集研究课题。每项课题成员不超过 5 人，研究周期两年。',
      levels: ['key', 'general', 'youth'],
      suggestions: SUGGESTIONS,
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 60 * DAY_MS),
      requiredDocuments: ['课题申报书'],
      expertCount: 1,
      passScore: 70,
      periodStartsOn: `${thisYear + 1}-01-01`,
      periodEndsOn: `${thisYear + 2}-12-31`,
      publishedAt: new Date(now.getTime() - 7 * DAY_MS),
    });
    const lastYear = await insertDemoCall(tx, tenantId, {
      ...common,
      state: 'closed',
      title: `${callYear} 年度区级教育科研课题指南`,
      year: callYear,
      description: `${callYear} 年度区级课题，已完成立项。`,
      levels: ['key', 'general'],
      suggestions: [],
      startsAt: at(addDays(startsOn, -270), '00:00'),
      endsAt: at(addDays(startsOn, -200), '00:00'),
      requiredDocuments: [],
      expertCount: 1,
      passScore: 70,
      periodStartsOn: startsOn,
      periodEndsOn: endsOn,
      publishedAt: at(addDays(startsOn, -270), '00:00'),
      closedAt: at(addDays(startsOn, -199), '00:00'),
    });
    const approvedAt = at(addDays(startsOn, -160));
    const plan = {
      background: '初中物理课堂中学生动手探究的机会有限，概念理解停留在记忆层面。',
      aims: '形成一套可推广的初中物理探究式教学设计与评价工具。',
      methods: '行动研究、课堂观察与前后测对比。',
      stages: [
        { title: '准备与调研', startsOn, endsOn: addDays(addMonths(startsOn, 4), -1), tasks: '文献综述、学情调研' },
        { title: '实践与改进', startsOn: addMonths(startsOn, 4), endsOn: addDays(addMonths(startsOn, 19), -1), tasks: '两轮行动研究' },
        { title: '总结与推广', startsOn: addMonths(startsOn, 19), endsOn, tasks: '成果提炼' },
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
        topicNo,
        periodStartsOn: startsOn,
        periodEndsOn: endsOn,
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
      submittedAt: at(addDays(startsOn, -220)),
    });
    await setDemoTopicReview(tx, tenantId, topicId, application);
    await setDemoCounter(tx, tenantId, callYear, 1);
    // The opening report inside its window (the period's first three months), passed a week later.
    const openingFiledAt = at(addDays(startsOn, 80));
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
      submittedAt: openingFiledAt,
    });
    await insertDemoStage(tx, tenantId, {
      applicationId: topicId,
      kind: 'opening',
      report: '开题论证会已召开，专家组同意开题，建议细化评价工具。',
      reviewInstanceId: opening,
      outcome: 'passed',
      filedBy: host.id,
      filedAt: openingFiledAt,
      decidedAt: at(addDays(startsOn, 88)),
    });
    await insertDemoRecord(tx, tenantId, {
      applicationId: topicId,
      authorUserId: member.id,
      kind: 'lesson',
      title: '研究课：《浮力》探究教学',
      occurredOn: addDays(startsOn, 130),
      description: '课题组成员集体观课并完成课堂观察量表。',
    });
    return 2;
  });
}
