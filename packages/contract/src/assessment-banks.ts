import { z } from 'zod';
import { BankAccess, OPTION_KEYS, QuestionKind, type QUESTION_DIFFICULTIES } from './assessment-bank-enums';
import { normaliseBlankAnswer } from './assessment-answers';
import { Version } from './call';
import { enumSchema } from './enum-schema';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentLimits as L, KEYWORD_MAX } from './limits';

// Question banks (题库, issue 38). A bank is owned by a unit of the tenant (a district or a school); the staff of that
// unit and of the units above it manage it, and a bank of an office (not a school) may be shared down, so the staff
// of the units below it use its questions in their exams without editing them. Teachers never read banks. A bank has a
// tree of folders; a question lives in one folder (or at the bank's top) and every save of it writes a new immutable
// version, so an exam paper naming (question, version) never changes under a started attempt. Stems, options,
// explanations and reference answers are rich text (HTML), sanitised by the server. Paths: assessment-bank-paths.ts.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const RichText = z.string().max(L.richText);

export const QuestionKindValue = enumSchema(QuestionKind);
export const BankAccessValue = enumSchema(BankAccess);
export const QuestionDifficultyValue = z.number().int().min(1).max(5) as z.ZodType<(typeof QUESTION_DIFFICULTIES)[number]>;

export const BankId = Id;
export const BankFolderId = Id;
export const QuestionId = Id;

// ---- Banks ----

const BankName = z.string().trim().min(1).max(L.bankName);
const BankDescription = z.string().trim().max(L.bankDescription);

/** A bank as a list and its detail show it. */
export const Bank = z.object({
  bankId: BankId,
  name: z.string(),
  description: z.string(),
  ownerUnitId: Id,
  ownerUnitName: z.string(),
  /** Whether the staff of the units below the owner use its questions (an office's bank only). */
  sharedDown: z.boolean(),
  archived: z.boolean(),
  /** manage: the caller's unit owns it or is above the owner; use: shared down to the caller. */
  access: BankAccessValue,
  questionCount: z.number().int().min(0),
  folderCount: z.number().int().min(0),
  version: Version,
  updatedAt: IsoDateTime,
});
export type Bank = z.infer<typeof Bank>;

/** banks/list: the banks the caller may use or manage, the ones they manage first, then by name. */
export const BanksQuery = AppIdQuery.extend(PageQuery.shape).extend({
  access: BankAccessValue.optional(),
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
  /** Archived banks are listed only when asked for. */
  archived: z.enum(['true', 'false']).optional(),
});
export type BanksQuery = z.infer<typeof BanksQuery>;
export const BankPage = paged(Bank);
export type BankPage = z.infer<typeof BankPage>;

export const BankIdQuery = AppIdQuery.extend({ bankId: IdParam });
export type BankIdQuery = z.infer<typeof BankIdQuery>;

/** banks/create: the owner is a unit the caller is staff over (their own when absent). */
export const CreateBankBody = z.object({
  name: BankName,
  description: BankDescription.default(''),
  ownerUnitId: Id.optional(),
  sharedDown: z.boolean().default(false),
});
export type CreateBankBody = z.infer<typeof CreateBankBody>;

/** banks/update: rename, describe, share down or stop sharing, at the version read. */
export const UpdateBankBody = z.object({
  bankId: BankId,
  version: Version,
  name: BankName,
  description: BankDescription,
  sharedDown: z.boolean(),
});
export type UpdateBankBody = z.infer<typeof UpdateBankBody>;

/** banks/archive: archive (read-only, no new exams draw from it) or bring back, at the version read. */
export const ArchiveBankBody = z.object({ bankId: BankId, version: Version, archived: z.boolean() });
export type ArchiveBankBody = z.infer<typeof ArchiveBankBody>;

// ---- Folders ----

const FolderName = z
  .string()
  .trim()
  .min(1)
  .max(L.folderName)
  .refine((name) => !/[/\\]/.test(name), 'a folder name has no slashes');
/** `null` is the bank's top level. */
const FolderRef = BankFolderId.nullable();

export const BankFolder = z.object({
  folderId: BankFolderId,
  bankId: BankId,
  parentId: FolderRef,
  name: z.string(),
  /** Live questions directly in the folder. */
  questionCount: z.number().int().min(0),
});
export type BankFolder = z.infer<typeof BankFolder>;

/** folders/list: every folder of a bank (a tree by parentId, names in order); folders are few, so unpaged. */
export const BankFolderList = z.object({ folders: z.array(BankFolder) });
export type BankFolderList = z.infer<typeof BankFolderList>;

export const CreateBankFolderBody = z.object({ bankId: BankId, parentId: FolderRef, name: FolderName });
export type CreateBankFolderBody = z.infer<typeof CreateBankFolderBody>;
export const RenameBankFolderBody = z.object({ folderId: BankFolderId, name: FolderName });
export type RenameBankFolderBody = z.infer<typeof RenameBankFolderBody>;
export const MoveBankFolderBody = z.object({ folderId: BankFolderId, parentId: FolderRef });
export type MoveBankFolderBody = z.infer<typeof MoveBankFolderBody>;
/** folders/delete: only an empty folder (no live question, no folder inside); else 409. */
export const DeleteBankFolderBody = z.object({ folderId: BankFolderId });
export type DeleteBankFolderBody = z.infer<typeof DeleteBankFolderBody>;
export const DeletedBankFolder = z.object({ folderId: BankFolderId });
export type DeletedBankFolder = z.infer<typeof DeletedBankFolder>;

// ---- Questions ----

export const QuestionOption = z.object({
  key: z.enum(OPTION_KEYS),
  /** Rich text. */
  text: RichText.min(1),
  correct: z.boolean(),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

const AcceptedAnswer = z.string().trim().min(1).max(L.acceptedAnswer);
export const QuestionBlank = z.object({
  /** Any of these is right; compared after `normaliseBlankAnswer` (assessment-answers.ts). */
  accepted: z
    .array(AcceptedAnswer)
    .min(1)
    .max(L.acceptedAnswers)
    .refine((answers) => new Set(answers.map(normaliseBlankAnswer)).size === answers.length, {
      message: 'an accepted answer is listed twice',
    }),
});
export type QuestionBlank = z.infer<typeof QuestionBlank>;

/**
 * What a question asks and its answer, by kind. single: 2-8 options, exactly one correct; multiple: 2-8 options, at
 * least two correct; true_false: the statement is true or false; fill_blank: 1-20 blanks answered in order, each with
 * its accepted answers (the stem shows them as its author writes them, e.g. ____); short_answer: graded by a person
 * against the optional reference answer. Options' keys are A, B, C... in order.
 */
export const QuestionAnswerSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), options: z.array(QuestionOption).min(2).max(L.options) }),
  z.object({ kind: z.literal('multiple'), options: z.array(QuestionOption).min(2).max(L.options) }),
  z.object({ kind: z.literal('true_false'), correct: z.boolean() }),
  z.object({ kind: z.literal('fill_blank'), blanks: z.array(QuestionBlank).min(1).max(L.blanks) }),
  z.object({ kind: z.literal('short_answer'), referenceAnswer: RichText.default('') }),
]);
export type QuestionAnswerSpec = z.infer<typeof QuestionAnswerSpec>;

/** Why a question's answer is not well formed, or null: the one rule set the server, the web and the import use. */
export function answerSpecProblem(spec: QuestionAnswerSpec): 'optionKeys' | 'singleCorrect' | 'multipleCorrect' | null {
  if (spec.kind !== 'single' && spec.kind !== 'multiple') return null;
  if (spec.options.some((option, index) => option.key !== OPTION_KEYS[index])) return 'optionKeys';
  const correct = spec.options.filter((option) => option.correct).length;
  if (spec.kind === 'single' && correct !== 1) return 'singleCorrect';
  if (spec.kind === 'multiple' && correct < 2) return 'multipleCorrect';
  return null;
}

/** The messages of `answerSpecProblem`, for the schemas' issues. */
export const ANSWER_SPEC_MESSAGES = {
  optionKeys: 'options are keyed A, B, C… in order',
  singleCorrect: 'a single-choice question has exactly one correct option',
  multipleCorrect: 'a multiple-choice question has at least two correct options',
} as const;

const Tag = z.string().trim().min(1).max(L.tag);
const Tags = z
  .array(Tag)
  .max(L.tags)
  .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, { message: 'a tag is listed twice' });

/** The fields of a question as staff write them. */
export const QuestionInput = z
  .object({
    folderId: FolderRef,
    difficulty: QuestionDifficultyValue,
    /** Rich text. */
    stem: RichText.min(1),
    answer: QuestionAnswerSpec,
    /** Rich text shown after grading as the exam allows; may be empty. */
    explanation: RichText.default(''),
    tags: Tags.default([]),
  })
  .superRefine((body, issues) => {
    const problem = answerSpecProblem(body.answer);
    if (problem) issues.addIssue({ code: 'custom', message: ANSWER_SPEC_MESSAGES[problem], path: ['answer'] });
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

/** questions/create: a new question of a bank the caller manages. */
export const CreateQuestionBody = z.object({ bankId: BankId, question: QuestionInput });
export type CreateQuestionBody = z.infer<typeof CreateQuestionBody>;

/** questions/save: a new version of the question; 409 when `version` is not its current one (someone saved since). */
export const SaveQuestionBody = z.object({ questionId: QuestionId, version: Version, question: QuestionInput });
export type SaveQuestionBody = z.infer<typeof SaveQuestionBody>;

/** questions/remove: soft removal at the version read; 409 while an exam's paper uses the question. */
export const RemoveQuestionBody = z.object({ questionId: QuestionId, version: Version });
export type RemoveQuestionBody = z.infer<typeof RemoveQuestionBody>;
export const RemovedQuestion = z.object({ questionId: QuestionId });
export type RemovedQuestion = z.infer<typeof RemovedQuestion>;

/** questions/list: one bank's live questions, optionally in one folder (and the folders inside it), newest first. */
export const QuestionsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  bankId: IdParam,
  folderId: IdParam.optional(),
  kind: QuestionKindValue.optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  tag: Tag.optional(),
  /** Found in the stem's text. */
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type QuestionsQuery = z.infer<typeof QuestionsQuery>;

export const QuestionListItem = z.object({
  questionId: QuestionId,
  bankId: BankId,
  folderId: FolderRef,
  kind: QuestionKindValue,
  difficulty: QuestionDifficultyValue,
  /** The stem's plain text, cut to 200 characters. */
  stemText: z.string(),
  tags: z.array(z.string()),
  version: Version,
  updatedAt: IsoDateTime,
});
export type QuestionListItem = z.infer<typeof QuestionListItem>;
export const QuestionPage = paged(QuestionListItem);
export type QuestionPage = z.infer<typeof QuestionPage>;

/** One version of a question, whole (what an exam paper shows and grades). */
export const QuestionVersion = z.object({
  questionId: QuestionId,
  version: Version,
  kind: QuestionKindValue,
  difficulty: QuestionDifficultyValue,
  stem: z.string(),
  answer: QuestionAnswerSpec,
  explanation: z.string(),
  tags: z.array(z.string()),
  savedAt: IsoDateTime,
  savedByName: z.string(),
});
export type QuestionVersion = z.infer<typeof QuestionVersion>;

/** questions/detail: the question's current version and the list of all its versions, newest first. */
export const QuestionDetail = z.object({
  questionId: QuestionId,
  bankId: BankId,
  folderId: FolderRef,
  /** Whether the caller may edit it (manages the bank, and the bank is not archived). */
  editable: z.boolean(),
  current: QuestionVersion,
  versions: z.array(z.object({ version: Version, savedAt: IsoDateTime, savedByName: z.string() })),
});
export type QuestionDetail = z.infer<typeof QuestionDetail>;

export const QuestionIdQuery = AppIdQuery.extend({ questionId: IdParam });
export type QuestionIdQuery = z.infer<typeof QuestionIdQuery>;
/** questions/version: one past (or the current) version, readable for good. */
export const QuestionVersionQuery = QuestionIdQuery.extend({ version: z.coerce.number().int().min(1) });
export type QuestionVersionQuery = z.infer<typeof QuestionVersionQuery>;

// ---- Tags ----

/** tags/list: the tags the tenant's live questions carry, most used first, for suggestions. */
export const TagsQuery = AppIdQuery.extend({ prefix: z.string().trim().min(1).max(L.tag).optional() });
export type TagsQuery = z.infer<typeof TagsQuery>;
export const TagList = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })) });
export type TagList = z.infer<typeof TagList>;

// ---- Excel ----

/**
 * The workbook's columns, in order (header row 1, data from row 2; the headers may be in either language). One row is
 * one question: `folder` a path below the import's folder (`语文/古诗`), `kind` its code or label, `options` the
 * choices one a line (A first, `A. ` optional), `answer` the correct keys (`AC`), 对/错 (true/false), the blanks'
 * answers (blanks separated by `|`, a blank's accepted answers by `;`) or the reference answer; `tags` comma-separated.
 * Rich text that is plain paragraphs is written as their lines, anything formatted as its HTML (a cell starting with
 * `<` is read as HTML), so links (and image addresses) stay as links and an export imports again unchanged.
 */
export const QUESTION_SHEET_COLUMNS = ['folder', 'kind', 'difficulty', 'stem', 'options', 'answer', 'explanation', 'tags'] as const;
export const QuestionSheetColumn = z.enum(QUESTION_SHEET_COLUMNS);
export type QuestionSheetColumn = z.infer<typeof QuestionSheetColumn>;

/** Where an import writes: a bank the caller manages, under a folder of it (or its top); the file's folder paths go below. */
export const QuestionImportQuery = BankIdQuery.extend({ folderId: IdParam.optional() });
export type QuestionImportQuery = z.infer<typeof QuestionImportQuery>;
/** exports/questions: a bank, or one folder of it with the folders inside. */
export const QuestionExportQuery = QuestionImportQuery;
export type QuestionExportQuery = z.infer<typeof QuestionExportQuery>;

/** One problem of one row of an imported workbook; `message` is in the caller's language. */
export const QuestionImportProblem = z.object({
  /** The row number Excel shows (the header is row 1). */
  row: z.number().int().min(2),
  column: QuestionSheetColumn,
  message: z.string(),
});
export type QuestionImportProblem = z.infer<typeof QuestionImportProblem>;

/** What a dry run found (and a refused commit answers): nothing is written while any row has a problem. */
export const QuestionImportCheck = z.object({
  rows: z.number().int().min(0),
  /** Folders the import would create. */
  newFolders: z.number().int().min(0),
  problems: z.array(QuestionImportProblem),
});
export type QuestionImportCheck = z.infer<typeof QuestionImportCheck>;

export const QuestionImportResult = z.object({ created: z.number().int().min(0), foldersCreated: z.number().int().min(0) });
export type QuestionImportResult = z.infer<typeof QuestionImportResult>;
