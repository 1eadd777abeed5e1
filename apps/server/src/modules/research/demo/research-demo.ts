import type { Db } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import {
  findDemoPeople,
  firstFusionProgrammeId,
  firstTemplateId,
  hasGroups,
  insertDemoActivity,
  insertDemoGroup,
} from './research-demo.repository';

// Demo groups and activities, so the research pages show something after `npm start`: a school's Chinese group led
// by the demo teacher, an open district maths community, and activities upcoming, running, ended and in draft (the
// running seminar belongs to the demo fusion programme). After the form templates, before the demo discussions.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Seeds the demo groups and activities once (nothing when the tenant has groups); answers the activity ids. */
export async function seedResearchDemo(db: Db, tenantId: TenantId, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (await hasGroups(tx, tenantId)) return [];
    const people = await findDemoPeople(tx, tenantId, ['teacher', 'school_admin', 'newteacher', 'backbone', 'idle', 'district_admin']);
    const person = (username: string) => people.get(username)!;
    if (people.size < 6) return [];
    const at = (offset: number) => new Date(now.getTime() + offset);
    const school = person('teacher').orgUnitId;
    const district = person('district_admin').orgUnitId;
    const chinese = await insertDemoGroup(
      tx,
      tenantId,
      {
        name: '小学语文教研组',
        description: '每周三下午集体备课，轮流上研究课。',
        schoolId: school,
        ownerUnitId: school,
        sectionCode: '2',
        subjectCode: '01',
        leaderUserId: person('teacher').id,
        open: false,
        createdBy: person('school_admin').id,
      },
      [
        { userId: person('teacher').id, role: 'leader' },
        { userId: person('school_admin').id, role: 'member' },
        { userId: person('newteacher').id, role: 'member' },
      ],
      now,
    );
    await insertDemoGroup(
      tx,
      tenantId,
      {
        name: '区初中数学教研共同体',
        description: '跨校的初中数学教师研修共同体，欢迎申请加入。',
        schoolId: null,
        ownerUnitId: district,
        sectionCode: '3',
        subjectCode: '02',
        leaderUserId: person('backbone').id,
        open: true,
        createdBy: person('district_admin').id,
      },
      [
        { userId: person('backbone').id, role: 'leader' },
        { userId: person('idle').id, role: 'member' },
      ],
      now,
    );
    const templateId = await firstTemplateId(tx, tenantId);
    const programmeId = await firstFusionProgrammeId(tx, tenantId);
    const common = { hoursCategory: 'professional', status: 'published', publishedAt: now };
    return [
      await insertDemoActivity(
        tx,
        tenantId,
        {
          ...common,
          kind: 'observation',
          title: '《背影》研究课观课评课',
          description: '观看课堂实录，按量表记录观察，在研讨区交流改进建议。',
          organiserGroupId: chinese,
          organiserUnitId: school,
          mode: 'mixed',
          place: '录播教室',
          startsAt: at(3 * DAY),
          endsAt: at(3 * DAY + 2 * HOUR),
          audience: 'group',
          creditHours: 2,
          completionRule: ['posted', 'form'],
          createdBy: person('teacher').id,
        },
        [
          { kind: 'discussion', title: '课后研讨' },
          { kind: 'observation', title: '课堂观察量表', formTemplateId: templateId },
        ],
        [person('teacher').id, person('school_admin').id],
        now,
      ),
      await insertDemoActivity(
        tx,
        tenantId,
        {
          ...common,
          kind: 'seminar',
          title: '大单元教学设计专题研讨',
          description: '线上会议分享大单元设计案例，会后在研讨区交流。',
          organiserUnitId: district,
          mode: 'online',
          meetingUrl: 'https://meeting.example.cn/yanxiu-demo',
          startsAt: at(-HOUR),
          endsAt: at(2 * HOUR),
          audience: 'open',
          capacity: 100,
          creditHours: 3,
          completionRule: ['attended', 'posted'],
          programmeId,
          createdBy: person('district_admin').id,
        },
        [
          { kind: 'meeting', title: '线上报告', meetingUrl: 'https://meeting.example.cn/yanxiu-demo' },
          { kind: 'discussion', title: '交流研讨' },
        ],
        [person('teacher').id, person('backbone').id, person('idle').id],
        now,
      ),
      await insertDemoActivity(
        tx,
        tenantId,
        {
          ...common,
          kind: 'lecture',
          title: '新课标下的作业设计（专家讲座）',
          organiserUnitId: district,
          mode: 'offline',
          place: '区教育委员会 报告厅',
          startsAt: at(-10 * DAY),
          endsAt: at(-10 * DAY + 2 * HOUR),
          audience: 'open',
          creditHours: 2,
          completionRule: ['attended'],
          createdBy: person('district_admin').id,
        },
        [{ kind: 'discussion', title: '听后感' }],
        [person('teacher').id],
        now,
      ),
      await insertDemoActivity(
        tx,
        tenantId,
        {
          kind: 'lesson_prep',
          title: '三年级习作单元集体备课',
          organiserGroupId: chinese,
          organiserUnitId: school,
          mode: 'offline',
          place: '语文组办公室',
          startsAt: at(7 * DAY),
          endsAt: at(7 * DAY + 2 * HOUR),
          audience: 'group',
          creditHours: 1,
          hoursCategory: 'professional',
          completionRule: ['attended'],
          status: 'draft',
          createdBy: person('teacher').id,
        },
        [{ kind: 'discussion', title: '备课讨论' }],
        [],
        now,
      ),
    ];
  });
}
