import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { insertProject, replaceGroups, replaceItems, type NewSection } from '@server/modules/selection/projects/project.repository';
import { findDemoUsers, hasProjects } from './selection-demo.repository';

// Demo selections, so /selection and the staff pages show something on first start: a classified district project
// open now (primary and junior-secondary groups, a file, a profile-record pick, a choice and self-review) and a
// school-level one of the first school. Runs on the demo tenant only.

const DAY_MS = 24 * 60 * 60 * 1000;

const DISTRICT_ITEMS: NewSection[] = [
  {
    title: '师德师风',
    indicators: [
      {
        title: '师德表现自述',
        kind: 'text',
        maxScore: 10,
        guide: '结合具体事例，材料真实、表述清楚得满分。',
        options: [],
        multiple: false,
        required: true,
      },
      {
        title: '近三年年度考核',
        kind: 'choice',
        maxScore: 10,
        guide: '三年均为优秀得满分，有一年优秀得 6 分。',
        options: [
          { key: 'excellent', label: '三年均为优秀' },
          { key: 'once', label: '至少一年优秀' },
          { key: 'none', label: '无优秀' },
        ],
        multiple: false,
        required: true,
      },
    ],
  },
  {
    title: '教育教学业绩',
    indicators: [
      {
        title: '近三年公开课节数',
        kind: 'number',
        maxScore: 20,
        guide: '每节区级及以上公开课 4 分，最高 20 分。',
        options: [],
        multiple: false,
        required: true,
      },
      {
        title: '获奖与荣誉（成长档案）',
        kind: 'record',
        maxScore: 30,
        guide: '按级别计分：国家级 10 分、市级 6 分、区级 4 分。',
        options: [],
        multiple: false,
        required: false,
      },
      {
        title: '教学设计与课堂实录',
        kind: 'file',
        maxScore: 30,
        guide: '设计完整、实录清晰、体现学科核心素养。',
        options: [],
        multiple: false,
        required: true,
      },
    ],
  },
];

const SCHOOL_ITEMS: NewSection[] = [
  {
    title: '申报材料',
    indicators: [
      { title: '教学反思', kind: 'text', maxScore: 50, guide: '反思深入，有改进措施。', options: [], multiple: false, required: true },
      { title: '优秀课例', kind: 'file', maxScore: 50, guide: '课例完整，效果良好。', options: [], multiple: false, required: true },
    ],
  },
];

/** Seeds the demo tenant's selection projects once; answers how many it wrote. */
export async function seedSelectionDemo(db: Db, tenantId: TenantId, now = new Date()): Promise<number> {
  if (await hasProjects(db, tenantId)) return 0;
  const staff = await findDemoUsers(db, tenantId, ['district_admin', 'school_admin']);
  const district = staff.get('district_admin');
  const school = staff.get('school_admin');
  if (!district || !school) return 0;
  const open = {
    startsAt: new Date(now.getTime() - 7 * DAY_MS),
    endsAt: new Date(now.getTime() + 60 * DAY_MS),
    state: 'published',
    publishedAt: new Date(now.getTime() - 7 * DAY_MS),
  };
  return runInTransaction(db, async (tx) => {
    const districtProject = await insertProject(tx, tenantId, {
      ownerOrgId: district.orgUnitId,
      createdBy: district.id,
      title: '2026 年度区级优秀教师评选',
      description: '面向全区小学、初中在职教师。请如实填写申报信息，上传教学设计与课堂实录，并可从成长档案中选择获奖与荣誉。',
      category: '1',
      kind: '1',
      level: '2',
      applyScope: '2',
      selfReview: '2',
      scoreAggregation: 'trimmed',
      eligibility: { sectionCodes: ['2', '3'], subjectCodes: [], roles: ['teacher'], phaseCodes: [], minLearningHours: null },
      schoolQuota: 3,
      ...open,
    });
    await replaceGroups(tx, tenantId, districtProject.id, [
      { name: '小学组', sectionCode: '2', subjectCode: null, quota: 2 },
      { name: '初中组', sectionCode: '3', subjectCode: null, quota: 2 },
    ]);
    await replaceItems(tx, tenantId, districtProject.id, DISTRICT_ITEMS);
    const schoolProject = await insertProject(tx, tenantId, {
      ownerOrgId: school.orgUnitId,
      createdBy: school.id,
      title: '校级教学新秀评选',
      description: '本校教龄五年以内的教师均可申报。',
      category: '2',
      kind: '1',
      level: '1',
      applyScope: '1',
      selfReview: '4',
      scoreAggregation: 'mean',
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
      schoolQuota: null,
      ...open,
    });
    await replaceItems(tx, tenantId, schoolProject.id, SCHOOL_ITEMS);
    return 2;
  });
}
