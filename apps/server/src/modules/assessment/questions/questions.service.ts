import type {
  CreateQuestionBody,
  QuestionDetail,
  QuestionListItem,
  QuestionPage,
  QuestionsQuery,
  QuestionVersion,
  RemoveQuestionBody,
  RemovedQuestion,
  SaveQuestionBody,
  TagList,
  TagsQuery,
} from '@yanxiu/contract/assessment-banks';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { assessmentTexts } from '../assessment.texts';
import { bankToChange, bankToUse } from '@server/modules/assessment/banks/bank-reach';
import { findFolder, folderSubtree } from '@server/modules/assessment/banks/folders.repository';
import { ownPicturesOf, storedContent, versionOf } from './question-content';
import { questionInUse } from './question-usage';
import {
  findQuestion,
  findVersions,
  insertQuestion,
  listQuestions,
  listTags,
  listVersions,
  removeQuestion,
  saveQuestionVersion,
  type QuestionRow,
} from './questions.repository';

/** How many tags a suggestion list offers. */
const TAG_SUGGESTIONS = 50;

function listItemOf(row: QuestionRow): QuestionListItem {
  return {
    questionId: row.id,
    bankId: row.bankId,
    folderId: row.folderId,
    kind: row.kind as QuestionKindValue,
    difficulty: row.difficulty as QuestionListItem['difficulty'],
    stemText: row.stemText,
    tags: row.tags,
    version: row.currentVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A folder named in a body must be of the bank; 404 otherwise. */
async function checkFolder(ctx: RequestContext, db: Executor, bankId: number, folderId: number | null): Promise<void> {
  if (folderId !== null && (await findFolder(db, ctx.tenantId, folderId))?.bankId !== bankId) throw new AppError('NOT_FOUND');
}

/** A live question of a bank the caller may use; 404 otherwise. */
async function questionToRead(ctx: RequestContext, questionId: number) {
  const question = await findQuestion(ctx.db, ctx.tenantId, questionId);
  if (!question || question.removedAt) throw new AppError('NOT_FOUND');
  const bank = await bankToUse(ctx, ctx.db, question.bankId);
  return { question, bank };
}

/** A live question of a bank the caller manages, the bank and the question locked. */
async function questionToChange(ctx: RequestContext, tx: Executor, questionId: number): Promise<QuestionRow> {
  const found = await findQuestion(tx, ctx.tenantId, questionId);
  if (!found || found.removedAt) throw new AppError('NOT_FOUND');
  await bankToChange(ctx, tx, found.bankId);
  const question = await findQuestion(tx, ctx.tenantId, questionId, true);
  if (!question || question.removedAt) throw new AppError('NOT_FOUND');
  return question;
}

/** A page of a bank's live questions by folder (and the folders inside it), kind, difficulty, tag and keyword. */
export async function listBankQuestions(ctx: RequestContext, query: QuestionsQuery): Promise<QuestionPage> {
  await bankToUse(ctx, ctx.db, query.bankId);
  let folderIds: number[] | undefined;
  if (query.folderId !== undefined) {
    await checkFolder(ctx, ctx.db, query.bankId, query.folderId);
    folderIds = await folderSubtree(ctx.db, ctx.tenantId, query.folderId);
  }
  const { rows, total } = await listQuestions(ctx.db, ctx.tenantId, {
    bankId: query.bankId,
    folderIds,
    kind: query.kind,
    difficulty: query.difficulty,
    tag: query.tag,
    keyword: query.keyword,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: rows.map(listItemOf), total, current: query.current, size: query.size };
}

/** One live question: its current version and the list of its versions. */
export async function readBankQuestion(ctx: RequestContext, questionId: number): Promise<QuestionDetail> {
  const { question, bank } = await questionToRead(ctx, questionId);
  const [current] = await findVersions(ctx.db, ctx.tenantId, [{ questionId, version: question.currentVersion }]);
  const versions = await listVersions(ctx.db, ctx.tenantId, questionId);
  return {
    questionId,
    bankId: question.bankId,
    folderId: question.folderId,
    editable: assessmentAccess.manageBank(ctx.actor, bank) && bank.archivedAt === null,
    current: versionOf(current!),
    versions: versions.map((entry) => ({ version: entry.version, savedAt: entry.savedAt.toISOString(), savedByName: entry.savedByName })),
  };
}

/** One version of a live question, past or current. */
export async function readQuestionVersion(ctx: RequestContext, questionId: number, version: number): Promise<QuestionVersion> {
  await questionToRead(ctx, questionId);
  const [row] = await findVersions(ctx.db, ctx.tenantId, [{ questionId, version }]);
  if (!row) throw new AppError('NOT_FOUND');
  return versionOf(row);
}

/** Creates a question (version 1) in a bank the caller manages. */
export async function createBankQuestion(ctx: RequestContext, body: CreateQuestionBody): Promise<QuestionDetail> {
  const content = storedContent(body.question, undefined, await ownPicturesOf(ctx.db, ctx.tenantId, [body.question]));
  const questionId = await ctx.transaction(async (tx) => {
    await bankToChange(ctx, tx, body.bankId);
    await checkFolder(ctx, tx, body.bankId, body.question.folderId);
    return insertQuestion(
      tx,
      ctx.tenantId,
      { bankId: body.bankId, folderId: body.question.folderId, createdBy: ctx.actor.userId },
      content,
    );
  });
  return readBankQuestion(ctx, questionId);
}

/** Saves a question as its next version; 409 when the version read is no longer the current one. */
export async function saveBankQuestion(ctx: RequestContext, body: SaveQuestionBody): Promise<QuestionDetail> {
  const content = storedContent(body.question, undefined, await ownPicturesOf(ctx.db, ctx.tenantId, [body.question]));
  await ctx.transaction(async (tx) => {
    const question = await questionToChange(ctx, tx, body.questionId);
    await checkFolder(ctx, tx, question.bankId, body.question.folderId);
    const saved = await saveQuestionVersion(
      tx,
      ctx.tenantId,
      question.id,
      body.version,
      { folderId: body.question.folderId, savedBy: ctx.actor.userId },
      content,
    );
    if (!saved) throw new AppError('STALE_VERSION');
  });
  return readBankQuestion(ctx, body.questionId);
}

/** Removes a question (its versions stay for the papers naming them); 409 while an exam uses it or on a stale version. */
export async function removeBankQuestion(ctx: RequestContext, body: RemoveQuestionBody): Promise<RemovedQuestion> {
  return ctx.transaction(async (tx) => {
    const question = await questionToChange(ctx, tx, body.questionId);
    if (question.currentVersion !== body.version) throw new AppError('STALE_VERSION');
    if (await questionInUse(tx, ctx.tenantId, question.id))
      throw new AppError('CONFLICT', { message: assessmentTexts(ctx.locale, 'questionInUse') });
    if (!(await removeQuestion(tx, ctx.tenantId, question.id, body.version))) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, { action: 'assessment.question_removed', entityType: 'assessment_question', entityId: String(question.id) });
    return { questionId: question.id };
  });
}

/** The tenant's tags in use, most used first, for suggestions. */
export async function listQuestionTags(ctx: RequestContext, query: TagsQuery): Promise<TagList> {
  return { tags: await listTags(ctx.db, ctx.tenantId, query.prefix, TAG_SUGGESTIONS) };
}
