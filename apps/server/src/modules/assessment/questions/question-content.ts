import type { QuestionAnswerSpec, QuestionInput, QuestionVersion } from '@yanxiu/contract/assessment-banks';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import { AppError } from '@server/platform/http/app-error';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import type { StoredContent, VersionRow } from './questions.repository';

// A question's content as stored: its rich text sanitised (what the editor produces and nothing that runs), and back
// into the contract's shape.

/** How much of the stem's text a list shows. */
const STEM_TEXT_MAX = 200;

/** Rich text that must keep some words after sanitising; 422 on the field otherwise. */
function requiredRichText(html: string, path: string): string {
  const clean = sanitizeRichText(html);
  if (plainTextOf(clean).trim() === '') throw new AppError('UNPROCESSABLE', { issues: [{ path, message: 'must not be empty' }] });
  return clean;
}

function sanitisedAnswer(answer: QuestionAnswerSpec, path: string): QuestionAnswerSpec {
  switch (answer.kind) {
    case 'single':
    case 'multiple':
      return {
        kind: answer.kind,
        options: answer.options.map((option, index) => ({
          ...option,
          text: requiredRichText(option.text, `${path}.options.${index}.text`),
        })),
      };
    case 'short_answer':
      return { kind: 'short_answer', referenceAnswer: sanitizeRichText(answer.referenceAnswer) };
    default:
      return answer;
  }
}

/** A question's fields as written into a new version; `path` names the body's field for the 422 issues. */
export function storedContent(input: QuestionInput, path = 'body.question'): StoredContent {
  const stem = requiredRichText(input.stem, `${path}.stem`);
  return {
    kind: input.answer.kind,
    difficulty: input.difficulty,
    stem,
    answer: sanitisedAnswer(input.answer, `${path}.answer`),
    explanation: sanitizeRichText(input.explanation),
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
