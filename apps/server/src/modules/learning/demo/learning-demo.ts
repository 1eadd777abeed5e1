import type { ServiceDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_HOUR_CATEGORIES } from '@yanxiu/contract/learning-hours';
import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import { openReview } from '@server/platform/review/review-engine';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay, chinaWallToIso, chinaYear } from '@server/platform/time/china-time';
import { buildPdf } from '@server/platform/pdf/sample-pdf';
import { DECLARATION_SUBJECT, DECLARATION_WORKFLOW } from '@server/modules/learning/declarations/declaration-workflow';
import { insertDeclaration, setDeclarationReview } from '@server/modules/learning/declarations/declaration.repository';
import { creditOnce, findEntry, reverseEntry } from '@server/modules/learning/hours/hours-ledger.repository';
import {
  findPeopleByUsername,
  hasHourCategories,
  insertEvidenceFile,
  insertHourCategories,
  insertRequirements,
  listEnrolledProgrammeIds,
  listProgrammes,
  setProgrammeHoursCategory,
} from './learning-demo.repository';

// Demo learning hours, so `/studyTime` and the staff report look lived in: the tenant's categories and requirements,
// programmes filed under different categories, credits for the demo teachers (one reversed; five years of them for 王芳 and 李强),
// and a declaration waiting for the school. Runs after the training seeds, on the demo tenant only.

const DAY = 86_400_000;
const categoryCycle = ['professional', 'public', 'ethics'] as const;

type Credit = { title: string; hours: number; category: string; programmeId: number | null; at: Date };

/** Noon (China time) of a day of a year. */
const noon = (year: number, month: number, day: number) =>
  new Date(chinaWallToIso(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} 12:00`));

/** Seeds the demo tenant's learning hours once; answers how many ledger entries and declarations it wrote. */
export async function seedLearningDemo(
  db: Db,
  deps: ServiceDeps,
  tenantId: TenantId,
  now = new Date(),
): Promise<{ entries: number; declarations: number }> {
  const { storage } = deps;
  if (await hasHourCategories(db, tenantId)) return { entries: 0, declarations: 0 };
  const pdf = buildPdf(
    [
      [
        { font: 'zh', size: 18, text: '培训结业证明' },
        { font: 'zh', size: 12, text: '王芳 参加 区级班主任能力提升研修 12 学时' },
      ],
    ],
    'Certificate',
  );
  const blob = await storage.put(Readable.from([pdf]), { maxBytes: pdf.length, key: `t${tenantId}/seed/declaration-evidence` });
  return runInTransaction(db, async (tx) => {
    await insertHourCategories(tx, tenantId, DEFAULT_HOUR_CATEGORIES);
    const year = chinaYear(now);
    await insertRequirements(tx, tenantId, [
      { year, totalHours: 72, categoryMinimums: { public: 24, professional: 36, ethics: 6 } },
      { year: year - 1, totalHours: 60, categoryMinimums: { public: 20, professional: 30, ethics: 6 } },
    ]);

    const programmes = await listProgrammes(tx, tenantId);
    const categoryOf = new Map(programmes.map((programme, index) => [programme.id, categoryCycle[index % categoryCycle.length]!]));
    for (const programme of programmes) await setProgrammeHoursCategory(tx, tenantId, programme.id, categoryOf.get(programme.id)!);

    const people = await findPeopleByUsername(tx, tenantId, ['teacher', 'backbone', 'school_admin', 'expert', 'idle', 'district_admin']);
    const person = new Map(people.map((row) => [row.username, row]));
    const teacher = person.get('teacher');
    const staffId = person.get('district_admin')?.id ?? null;
    if (!teacher) return { entries: 0, declarations: 0 };

    // Programmes the teacher is not enrolled in, so these credits never meet the crediting of her enrolments.
    const enrolled = await listEnrolledProgrammeIds(tx, tenantId, teacher.id);
    const free = programmes.filter((programme) => !enrolled.has(programme.id));
    // Days of this year spread over the months before today; early in the year they bunch up on 2 January.
    const thisYear = (daysAgo: number) => {
      const at = new Date(now.getTime() - daysAgo * DAY);
      return chinaYear(at) === year ? at : noon(year, 1, 2);
    };
    const offSite = (title: string, hours: number, category: string, at: Date): Credit => ({
      title,
      hours,
      category,
      programmeId: null,
      at,
    });
    const ofProgramme = (index: number, hours: number, at: Date): Credit | undefined => {
      const programme = free[index % Math.max(free.length, 1)];
      return programme
        ? { title: programme.title, hours, category: categoryOf.get(programme.id)!, programmeId: programme.id, at }
        : undefined;
    };

    let entries = 0;
    const credit = async (userId: number, ref: string, item: Credit | undefined) => {
      if (!item) return null;
      const id = await creditOnce(tx, tenantId, {
        userId,
        source: item.programmeId === null ? 'offline' : 'programme',
        sourceRef: item.programmeId === null ? `demo-${ref}` : String(item.programmeId),
        programmeId: item.programmeId,
        title: item.title,
        hours: item.hours,
        category: item.category,
        earnedAt: item.at,
        createdBy: staffId,
      });
      if (id !== null) entries += 1;
      return id;
    };

    // 王芳: this year short of the requirement (and of ethics), last year met, five years above 360 hours.
    await credit(teacher.id, 'p0', ofProgramme(0, 12, thisYear(250)));
    await credit(teacher.id, 'p1', ofProgramme(1, 8, thisYear(190)));
    await credit(teacher.id, 'o1', offSite('区级公需科目集中培训（线下）', 10, 'public', thisYear(160)));
    const mistaken = await credit(teacher.id, 'o2', offSite('新课标解读专题讲座（线下）', 6, 'professional', thisYear(120)));
    await credit(teacher.id, 'o3', offSite('新课标解读专题讲座（线下，补录）', 4, 'professional', thisYear(110)));
    await credit(teacher.id, 'p2', ofProgramme(3, 6, thisYear(60)));
    await credit(teacher.id, 'o4', offSite('信息技术应用能力提升（线下）', 8, 'public', thisYear(20)));
    if (mistaken !== null) {
      const entry = await findEntry(tx, tenantId, mistaken);
      if (entry) await reverseEntry(tx, tenantId, entry, '重复登记：与补录记录为同一场讲座', staffId, thisYear(100));
    }
    await credit(teacher.id, 'y1', offSite('寒假校本研修（线下）', 20, 'professional', noon(year - 1, 2, 20)));
    await credit(teacher.id, 'y2', offSite('公需科目网络培训', 22, 'public', noon(year - 1, 5, 12)));
    await credit(teacher.id, 'y3', offSite('师德师风专题教育', 8, 'ethics', noon(year - 1, 9, 10)));
    await credit(teacher.id, 'y4', offSite('暑期学科教学研修', 14, 'professional', noon(year - 1, 7, 18)));
    // The three years before, so her five years hold the 360 hours the 骨干教师 phase asks for (checked on the ledger).
    await credit(teacher.id, 'y2-1', offSite('骨干后备教师研修班', 56, 'professional', noon(year - 2, 7, 10)));
    await credit(teacher.id, 'y2-2', offSite('公需科目网络培训', 30, 'public', noon(year - 2, 4, 16)));
    await credit(teacher.id, 'y3-1', offSite('区级学科教研员跟岗研修', 60, 'professional', noon(year - 3, 8, 2)));
    await credit(teacher.id, 'y3-2', offSite('公需科目与师德专题培训', 30, 'public', noon(year - 3, 3, 22)));
    await credit(teacher.id, 'y4-1', offSite('新教师规范化培训（第二年）', 80, 'professional', noon(year - 4, 9, 14)));

    // Colleagues, so the report has both sides: 李强 met, the others short in different ways.
    const plan: Record<string, Array<[string, number, string]>> = {
      backbone: [
        ['骨干教师高级研修', 40, 'professional'],
        ['公需科目网络培训', 26, 'public'],
        ['师德师风专题教育', 8, 'ethics'],
      ],
      school_admin: [
        ['学校管理者领导力培训', 30, 'professional'],
        ['公需科目网络培训', 24, 'public'],
      ],
      expert: [['师德师风专题教育', 6, 'ethics']],
    };
    for (const [username, items] of Object.entries(plan)) {
      const colleague = person.get(username);
      if (!colleague) continue;
      for (const [index, [title, hours, category]] of items.entries())
        await credit(colleague.id, `${username}-${index}`, offSite(title, hours, category, thisYear(200 - index * 50)));
    }
    // 李强's earlier years: a backbone teacher past the 360 hours in five years that 学科带头人 asks for.
    const backbone = person.get('backbone');
    if (backbone) {
      const earlier: Array<[number, string, number, string]> = [
        [1, '骨干教师跟岗研修', 50, 'professional'],
        [1, '公需科目网络培训', 30, 'public'],
        [2, '学科带头人后备研修', 76, 'professional'],
        [3, '区级教研活动与公需培训', 72, 'public'],
        [4, '骨干教师培养对象集中研修', 70, 'professional'],
      ];
      for (const [index, [yearsBack, title, hours, category]] of earlier.entries())
        await credit(backbone.id, `backbone-y${index}`, offSite(title, hours, category, noon(year - yearsBack, 6, 12 + index)));
    }

    // A declaration waiting for the school, with its evidence.
    const fileId = randomUUID();
    await insertEvidenceFile(tx, tenantId, {
      id: fileId,
      ownerUserId: teacher.id,
      originalName: '结业证明.pdf',
      contentType: 'application/pdf',
      size: blob.size,
      sha256: blob.sha256,
      storageKey: blob.key,
    });
    const activityOn = chinaDay(thisYear(14));
    const declared = { title: '区级班主任能力提升研修', organiser: '区教师进修学校', category: 'ethics', hours: 12, activityOn };
    const declaration = await insertDeclaration(tx, {
      tenantId,
      userId: teacher.id,
      declaredBy: teacher.id,
      ...declared,
      evidenceFileIds: [fileId],
      createdAt: now,
      updatedAt: now,
    });
    const review = await openReview(eventScopeFromDeps(deps, tx, tenantId), DECLARATION_WORKFLOW, {
      subjectType: DECLARATION_SUBJECT,
      subjectId: String(declaration.id),
      applicant: { userId: teacher.id, orgPath: teacher.orgPath },
      snapshot: { ...declared, files: { [fileId]: '结业证明.pdf' } },
      submit: true,
    });
    await setDeclarationReview(tx, tenantId, declaration.id, review.id);
    return { entries, declarations: 1 };
  });
}
