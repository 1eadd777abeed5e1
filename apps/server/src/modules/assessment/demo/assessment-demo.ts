import type { DemoSeedContext } from '@server/platform/demo/demo-seed';
import { findBankByName, insertBank } from '@server/modules/assessment/banks/banks.repository';
import { insertFolder } from '@server/modules/assessment/banks/folders.repository';
import { storedContent } from '@server/modules/assessment/questions/question-content';
import { insertQuestion } from '@server/modules/assessment/questions/questions.repository';
import { DEMO_FOLDERS, DEMO_QUESTIONS, type DemoFolderKey } from './assessment-demo-questions';

/** The demo district's bank (A2's demo exam finds it by this name). */
export const DEMO_BANK_NAME = '区级教师专业知识题库';

/**
 * Seeds the demo tenant once with a district bank shared down to its schools: a folder tree and twenty questions of
 * every kind with tags, so /assessment pages show a real bank on first start and the demo exam can draw from it.
 */
export async function seedAssessmentDemo(ctx: DemoSeedContext): Promise<number> {
  const author = ctx.userIds.district_admin;
  if (author === undefined || (await findBankByName(ctx.db, ctx.tenantId, ctx.officeId, DEMO_BANK_NAME))) return 0;
  return ctx.db.transaction(async (tx) => {
    const bankId = await insertBank(tx, ctx.tenantId, {
      ownerUnitId: ctx.officeId,
      name: DEMO_BANK_NAME,
      description: '师德师风、新课标与信息技术应用，供区内各校组卷使用。',
      sharedDown: true,
      createdBy: author,
    });
    if (bankId === undefined) return 0;
    const folderIds = new Map<DemoFolderKey, number>();
    for (const folder of DEMO_FOLDERS) {
      const parentId = folder.parent === null ? null : folderIds.get(folder.parent)!;
      folderIds.set(folder.key, (await insertFolder(tx, ctx.tenantId, { bankId, parentId, name: folder.name }))!);
    }
    for (const { folder, ...question } of DEMO_QUESTIONS) {
      const folderId = folderIds.get(folder)!;
      await insertQuestion(tx, ctx.tenantId, { bankId, folderId, createdBy: author }, storedContent({ ...question, folderId }));
    }
    return DEMO_QUESTIONS.length;
  });
}
