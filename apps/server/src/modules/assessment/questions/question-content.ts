import type { QuestionAnswerSpec, QuestionInput, QuestionVersion } from '@yanxiu/contract/assessment-banks';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { Executor } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';
import { hasContent, pictureFileIdsOf, plainTextOf, sanitizeRichText, type RichTextOptions } from '@server/platform/rich-text/rich-text';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { storedFileFacts } from '@server/modules/files/files.public';
import type { StoredContent, VersionRow } from './questions.repository';

// A question's content as stored: its rich text sanitised (what the editor produces and nothing that runs; pictures
// only of the tenant's own question pictures), and back into the contract's shape.

/** How much of the stem's text a list shows. */
const STEM_TEXT_MAX = 200;

/** The question's rich texts, unsanitised: stem, options, reference answer and explanation. */
function richTextsOf(input: QuestionInput): string[] {
  const answer = input.answer;
  const answerTexts =
    answer.kind === 'single' || answer.kind === 'multiple'
      ? answer.options.map((option) => option.text)
      : answer.kind === 'short_answer'
        ? [answer.referenceAnswer]
        : [];
  return [input.stem, input.explanation, ...answerTexts];
}

/**
 * Which pictures the questions' rich text may keep: those naming a stored file of the tenant uploaded as a question
 * picture. Any other file (another tenant's, someone's evidence, an id of nothing) is dropped with its `<img>`.
 */
export async function ownPicturesOf(db: Executor, tenantId: TenantId, inputs: readonly QuestionInput[]): Promise<RichTextOptions> {
  const named = inputs.flatMap((input) => richTextsOf(input).flatMap(pictureFileIdsOf));
  const files = await storedFileFacts(db, tenantId, named);
  const own = new Set(files.filter((file) => file.purpose === 'question_picture').map((file) => file.id));
  return { ownPicture: (fileId) => own.has(fileId) };
}

/** Rich text that must keep some words or a picture after sanitising; 422 on the field otherwise. */
function requiredRichText(html: string, path: string, pictures: RichTextOptions): string {
  const clean = sanitizeRichText(html, pictures);
  if (!hasContent(clean)) throw new AppError('UNPROCESSABLE', { issues: [{ path, message: 'must not be empty' }] });
  return clean;
}

function sanitisedAnswer(answer: QuestionAnswerSpec, path: string, pictures: RichTextOptions): QuestionAnswerSpec {
  switch (answer.kind) {
    case 'single':
    case 'multiple':
      return {
        kind: answer.kind,
        options: answer.options.map((option, index) => ({
          ...option,
          text: requiredRichText(option.text, `${path}.options.${index}.text`, pictures),
        })),
      };
    case 'short_answer':
      return { kind: 'short_answer', referenceAnswer: sanitizeRichText(answer.referenceAnswer, pictures) };
    default:
      return answer;
  }
}

/**
 * A question's fields as written into a new version; `path` names the body's field for the 422 issues, `pictures`
 * which pictures it may keep (`ownPicturesOf`; none when not given).
 */
export function storedContent(input: QuestionInput, path = 'body.question', pictures: RichTextOptions = {}): StoredContent {
  const stem = requiredRichText(input.stem, `${path}.stem`, pictures);
  return {
    kind: input.answer.kind,
    difficulty: input.difficulty,
    stem,
    answer: sanitisedAnswer(input.answer, `${path}.answer`, pictures),
    explanation: sanitizeRichText(input.explanation, pictures),
    tags: input.tags,
    stemText: plainTextOf(stem).replace(/\s+/g, ' ').trim().slice(0, STEM_TEXT_MAX),
  };
}

/** A stored version in the contract's shape. */
export function versionOf(row: VersionRow): QuestionVersion {
  return {
    questionId: row.questionId,
    version: row.version,
    kind: row.kind as QuestionKindValue,
    difficulty: row.difficulty as QuestionVersion['difficulty'],
    stem: row.stem,
    answer: row.answer as QuestionAnswerSpec,
    explanation: row.explanation,
    tags: row.tags,
    savedAt: row.savedAt.toISOString(),
    savedByName: row.savedByName,
  };
}
