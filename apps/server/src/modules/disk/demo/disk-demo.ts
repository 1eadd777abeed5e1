import { Readable } from 'node:stream';
import type { Db } from '@server/db/client';
import type { BlobStore } from '@server/platform/storage/blob-store';
import { sniffHead } from '@server/platform/storage/content-type';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { insertFolder } from '@server/modules/disk/folders/disk-folders.repository';
import { insertIssue } from '@server/modules/disk/issues/disk-issues.repository';
import { previewKindOf } from '@server/modules/disk/resources/disk-preview-kind';
import { insertResource } from '@server/modules/disk/resources/disk-resources.repository';
import { referenceBlob, takeQuota } from '@server/modules/disk/storage/disk-storage.repository';
import { findDemoPeople, hasResources } from './disk-demo.repository';

const DAY = 24 * 3600 * 1000;

type DemoFile = {
  title: string;
  fileName: string;
  bytes: Buffer;
  resourceType: string;
  tags: string[];
  sectionCode?: string;
  subjectCode?: string;
};

/**
 * Seeds the demo tenant's resource disk once, so /disk pages show something on first start: the teacher's folder of
 * lesson resources (a PDF and text), and a folder of the district's that it issued to the first school, asking for an
 * acknowledgement, which the teacher finds under received. Seed data is Chinese, as the demo districts are.
 */
export async function seedDiskDemo(
  db: Db,
  storage: BlobStore,
  tenantId: TenantId,
  pdf: (title: string, lines: string[]) => Buffer,
  now = new Date(),
): Promise<number> {
  if (await hasResources(db, tenantId)) return 0;
  const people = await findDemoPeople(db, tenantId, ['teacher', 'district_admin']);
  const teacher = people.get('teacher');
  const district = people.get('district_admin');
  if (!teacher || !district) return 0;
  const teacherFiles: DemoFile[] = [
    {
      title: '《春》第一课时教案',
      fileName: '春-第一课时教案.pdf',
      bytes: pdf('《春》第一课时教案', [
        '教学目标：朗读课文，体会作者对春天的赞美之情。',
        '教学重点：品味语言，学习比喻、拟人的修辞手法。',
        '教学过程：导入—初读—精读—拓展—小结。',
      ]),
      resourceType: 'lessonPlan',
      tags: ['七年级', '语文'],
      // 《春》 is in the seventh grade's Chinese textbook: 初中 / 语文, as its title and tags say.
      sectionCode: '3',
      subjectCode: '01',
    },
    {
      title: '第一单元课后练习',
      fileName: '第一单元课后练习.txt',
      bytes: Buffer.from(
        '第一单元课后练习\n\n一、给加点字注音。\n二、仿写句子：春天像刚落地的娃娃……\n三、说说你最喜欢文中哪一幅春景图，为什么？\n',
        'utf8',
      ),
      resourceType: 'exercise',
      tags: ['练习', '语文'],
      sectionCode: '3',
      subjectCode: '01',
    },
  ];
  const districtFiles: DemoFile[] = [
    {
      title: '2026学年第一学期教学工作计划',
      fileName: '2026学年第一学期教学工作计划.pdf',
      bytes: pdf('2026学年第一学期教学工作计划', [
        '一、指导思想',
        '二、主要工作：课堂教学改革、校本研修、青年教师培养',
        '三、重点活动安排：九月开学视导，十一月区级教研展示',
      ]),
      resourceType: 'other',
      tags: ['教学计划'],
    },
    {
      title: '教研活动登记表',
      fileName: '教研活动登记表.txt',
      bytes: Buffer.from('教研活动登记表\n\n日期\t主题\t主讲人\t参加人数\n', 'utf8'),
      resourceType: 'other',
      tags: ['表格'],
    },
  ];
  let seeded = 0;
  await db.transaction(async (tx) => {
    async function add(owner: { id: number; orgUnitId: number }, folderId: number, file: DemoFile, createdAt: Date): Promise<number> {
      const blob = await storage.put(Readable.from([file.bytes]), { maxBytes: file.bytes.length, keyPrefix: `t${tenantId}` });
      const contentType = await sniffHead(file.bytes.subarray(0, 64 * 1024));
      const stored = await referenceBlob(tx, tenantId, {
        sha256: blob.sha256,
        size: blob.size,
        contentType,
        storageKey: blob.key,
        pdfStatus: null,
      });
      if (stored.storageKey !== blob.key) await storage.delete(blob.key);
      for (const quota of [
        { kind: 'user' as const, ownerId: owner.id },
        { kind: 'unit' as const, ownerId: owner.orgUnitId },
      ]) {
        await takeQuota(tx, tenantId, quota, blob.size, Number.MAX_SAFE_INTEGER, 'used');
      }
      seeded += 1;
      return insertResource(tx, tenantId, {
        ownerUserId: owner.id,
        ownerUnitId: owner.orgUnitId,
        folderId,
        title: file.title,
        tags: file.tags,
        sectionCode: file.sectionCode ?? null,
        subjectCode: file.subjectCode ?? null,
        resourceType: file.resourceType,
        fileName: file.fileName,
        blobSha256: blob.sha256,
        size: blob.size,
        contentType,
        previewKind: previewKindOf(contentType, file.fileName),
        createdAt,
        updatedAt: createdAt,
      });
    }
    const lessons = await insertFolder(tx, tenantId, { ownerUserId: teacher.id, parentId: null, name: '语文教学资源' });
    for (const [index, file] of teacherFiles.entries()) await add(teacher, lessons!.id, file, new Date(now.getTime() - (3 - index) * DAY));
    const plans = await insertFolder(tx, tenantId, { ownerUserId: district.id, parentId: null, name: '学期工作' });
    const issued: number[] = [];
    for (const [index, file] of districtFiles.entries())
      issued.push(await add(district, plans!.id, file, new Date(now.getTime() - (5 - index) * DAY)));
    await insertIssue(
      tx,
      tenantId,
      {
        issuerUserId: district.id,
        issuerUnitId: district.orgUnitId,
        issuerPath: district.orgPath,
        // The whole folder issued: titled by it, as a district admin issuing it on the page would.
        title: '学期工作',
        folderTitle: true,
        message: '请各校组织教师学习本学期教学工作计划，并于本周内确认收到。',
        ackDeadline: new Date(now.getTime() + 7 * DAY),
        target: { schoolIds: [teacher.orgUnitId], sectionCodes: [], subjectCodes: [], teacherIds: [], groupIds: [] },
      },
      issued,
    );
  });
  return seeded;
}
