import { QuestionKind, type QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { QuestionImportCheck, QuestionImportProblem, QuestionImportResult } from '@yanxiu/contract/assessment-banks';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Download } from '@server/platform/export/download';
import { datedFileName } from '@server/platform/export/sheet';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { assessmentTexts } from '../assessment.texts';
import { bankToChange, bankToManage, bankToUse } from '@server/modules/assessment/banks/bank-reach';
import { findFolder, folderSubtree, insertFolder, listFolders, type FolderRow } from '@server/modules/assessment/banks/folders.repository';
import { ownPicturesOf, storedContent, versionOf } from '@server/modules/assessment/questions/question-content';
import { findVersions, insertQuestion, questionsToExport } from '@server/modules/assessment/questions/questions.repository';
import { cellOfAnswer, cellOfOptions, cellOfRichText, cellOfTags } from './question-cells';
import { questionImportTexts } from './question-import.texts';
import { parseQuestionRow, type ParsedRow } from './question-rows';
import { exampleRows, questionWorkbook, readQuestionRows, type QuestionSheetRow } from './question-workbook';

// Excel import (a dry run naming every bad row, then an all-or-nothing commit) and export of a bank's questions in
// the template's columns, so an export imports again as the same questions.

/** How many versions one read fetches while exporting. */
const VERSION_BATCH = 500;

/** Where an import writes or an export reads: a bank, and a folder of it or its top. */
export type QuestionPlace = { bankId: number; folderId?: number };

/** The key of a folder among its siblings (names are unique case-insensitively). */
const placeKey = (parentId: number | null, name: string) => `${parentId ?? 0}/${name.toLowerCase()}`;

async function checkPlace(ctx: RequestContext, db: Executor, place: QuestionPlace): Promise<number | null> {
  if (place.folderId === undefined) return null;
  if ((await findFolder(db, ctx.tenantId, place.folderId))?.bankId !== place.bankId) throw new AppError('NOT_FOUND');
  return place.folderId;
}

/** Every row parsed, the problems of the bad ones, and the folder paths that do not exist yet. */
async function parseWorkbook(ctx: RequestContext, db: Executor, place: QuestionPlace, bytes: Buffer) {
  const root = await checkPlace(ctx, db, place);
  const sheetRows = await readQuestionRows(bytes, ctx.locale);
  const parsed: ParsedRow[] = [];
  const problems: QuestionImportProblem[] = [];
  for (const sheetRow of sheetRows) {
    const result = parseQuestionRow(sheetRow, ctx.locale);
    if (result.parsed) parsed.push(result.parsed);
    problems.push(...result.problems);
  }
  const folders = await listFolders(db, ctx.tenantId, place.bankId);
  const existing = new Map(folders.map((folder) => [placeKey(folder.parentId, folder.name), folder.folderId]));
  const missing = new Set<string>();
  for (const row of parsed) {
    let parent: number | string | null = root;
    for (const name of row.folderPath) {
      const key: string = `${parent ?? 0}/${name.toLowerCase()}`;
      const found: number | undefined = typeof parent === 'string' ? undefined : existing.get(key);
      if (found === undefined) missing.add(key);
      parent = found ?? key;
    }
  }
  if (folders.length + missing.size > AssessmentLimits.folders)
    throw new AppError('UNPROCESSABLE', { message: assessmentTexts(ctx.locale, 'tooManyFolders', { max: AssessmentLimits.folders }) });
  return { root, rows: sheetRows.length, parsed, problems, newFolders: missing.size };
}

/** The dry run: every row's problems in the file's own row numbers, and what a commit would create. Writes nothing. */
export async function checkQuestionImport(ctx: RequestContext, place: QuestionPlace, bytes: Buffer): Promise<QuestionImportCheck> {
  // The same refusals as the commit's, so a clean dry run means the commit will take it.
  await bankToManage(ctx, ctx.db, place.bankId);
  const { rows, problems, newFolders } = await parseWorkbook(ctx, ctx.db, place, bytes);
  return { rows, newFolders, problems };
}

/** The folder a row goes into, creating the missing folders of its path below the import's folder. */
async function folderFor(
  ctx: RequestContext,
  tx: Executor,
  bankId: number,
  root: number | null,
  path: string[],
  known: Map<string, number>,
) {
  let parent = root;
  for (const name of path) {
    const key = placeKey(parent, name);
    let id = known.get(key);
    if (id === undefined) {
      id = await insertFolder(tx, ctx.tenantId, { bankId, parentId: parent, name });
      // The bank is locked, so a name taken here can only be a race with another import: the transaction answers 409.
      if (id === undefined) throw new AppError('CONFLICT');
      known.set(key, id);
    }
    parent = id;
  }
  return parent;
}

/** The commit: every row in one transaction, or nothing (422 naming the bad rows, as the dry run does). */
export async function commitQuestionImport(ctx: RequestContext, place: QuestionPlace, bytes: Buffer): Promise<QuestionImportResult> {
  return ctx.transaction(async (tx) => {
    const bank = await bankToChange(ctx, tx, place.bankId);
    const { root, parsed, problems } = await parseWorkbook(ctx, tx, place, bytes);
    if (problems.length > 0) {
      const rowCount = new Set(problems.map((problem) => problem.row)).size;
      throw new AppError('UNPROCESSABLE', {
        message: questionImportTexts(ctx.locale, 'rowsWithProblems', { count: rowCount }),
        issues: problems.map((problem) => ({ path: `file.rows.${problem.row}.${problem.column}`, message: problem.message })),
      });
    }
    const folders: FolderRow[] = await listFolders(tx, ctx.tenantId, bank.bankId);
    const known = new Map(folders.map((folder) => [placeKey(folder.parentId, folder.name), folder.folderId]));
    const before = known.size;
    const pictures = await ownPicturesOf(
      tx,
      ctx.tenantId,
      parsed.map((row) => row.question),
    );
    for (const row of parsed) {
      const folderId = await folderFor(ctx, tx, bank.bankId, root, row.folderPath, known);
      const content = storedContent({ ...row.question, folderId }, `file.rows.${row.row}`, pictures);
      await insertQuestion(tx, ctx.tenantId, { bankId: bank.bankId, folderId, createdBy: ctx.actor.userId }, content);
    }
    const result = { created: parsed.length, foldersCreated: known.size - before };
    await recordAudit(tx, ctx, {
      action: 'assessment.questions_imported',
      entityType: 'assessment_bank',
      entityId: String(bank.bankId),
      after: result,
    });
    return result;
  });
}

/** The template: an example row of every kind and the instructions, in the caller's language. */
export async function questionImportTemplate(ctx: RequestContext): Promise<Download> {
  const bytes = await questionWorkbook(ctx.locale, exampleRows(ctx.locale), true);
  return { fileName: datedFileName(questionImportTexts(ctx.locale, 'templateFile'), chinaDay(new Date())), bytes };
}

/** A bank's live questions (or one folder's, with the folders inside) in the template's columns, oldest first. */
export async function exportQuestions(ctx: RequestContext, place: QuestionPlace): Promise<Download> {
  const bank = await bankToUse(ctx, ctx.db, place.bankId);
  const root = await checkPlace(ctx, ctx.db, place);
  const folders = new Map((await listFolders(ctx.db, ctx.tenantId, bank.bankId)).map((folder) => [folder.folderId, folder]));
  const pathOf = (folderId: number | null): string => {
    const names: string[] = [];
    for (let id = folderId; id !== null && id !== root; id = folders.get(id)?.parentId ?? null) names.unshift(folders.get(id)?.name ?? '');
    return names.join('/');
  };
  const questions = await questionsToExport(
    ctx.db,
    ctx.tenantId,
    bank.bankId,
    root === null ? undefined : await folderSubtree(ctx.db, ctx.tenantId, root),
  );
  const rows: QuestionSheetRow[] = [];
  for (let start = 0; start < questions.length; start += VERSION_BATCH) {
    const batch = questions.slice(start, start + VERSION_BATCH);
    const versions = new Map(
      (
        await findVersions(
          ctx.db,
          ctx.tenantId,
          batch.map((question) => ({ questionId: question.id, version: question.currentVersion })),
        )
      ).map((row) => [row.questionId, versionOf(row)]),
    );
    for (const question of batch) {
      const version = versions.get(question.id)!;
      rows.push({
        folder: pathOf(question.folderId),
        kind: QuestionKind.label(version.kind as QuestionKindValue, ctx.locale),
        difficulty: String(version.difficulty),
        stem: cellOfRichText(version.stem),
        options: version.answer.kind === 'single' || version.answer.kind === 'multiple' ? cellOfOptions(version.answer.options) : '',
        answer: cellOfAnswer(version.answer),
        explanation: cellOfRichText(version.explanation),
        tags: cellOfTags(version.tags),
      });
    }
  }
  const bytes = await questionWorkbook(ctx.locale, rows, false);
  return { fileName: datedFileName(`${questionImportTexts(ctx.locale, 'exportFile')}-${bank.name}`, chinaDay(new Date())), bytes };
}
