import {
  QuestionInput,
  type QuestionAnswerSpec,
  type QuestionImportProblem,
  type QuestionSheetColumn,
} from '@yanxiu/contract/assessment-banks';
import { normaliseBlankAnswer } from '@yanxiu/contract/assessment-answers';
import { AssessmentLimits as L } from '@yanxiu/contract/limits';
import type { Locale } from '@yanxiu/contract/locale';
import type { SheetRow } from '@server/platform/export/workbook-read';
import { hasContent, sanitizeRichText, type RichTextOptions } from '@server/platform/rich-text/rich-text';
import { questionImportTexts as texts } from './question-import.texts';
import {
  blanksOfCell,
  keysFor,
  keysOfCell,
  kindOfCell,
  optionTextsOfCell,
  richTextOfCell,
  tagsOfCell,
  truthOfCell,
} from './question-cells';

// One workbook row into a question, or every reason it cannot be one, worded in the caller's language. The rules are
// the contract's (QuestionInput), checked here cell by cell so each problem names its column.

/** A row that reads as a question: where it goes (folder names below the import's folder) and its fields. */
export type ParsedRow = { row: number; folderPath: string[]; question: QuestionInput };

type Problem = Omit<QuestionImportProblem, 'row'>;

// A row is read without the database: a picture by our own address counts as content here, and the commit keeps
// it only if it names one of the tenant's question pictures (ownPicturesOf), as a save does.
const ANY_OWN_ADDRESS: RichTextOptions = { ownPicture: () => true };

function parseAnswer(
  kind: NonNullable<ReturnType<typeof kindOfCell>>,
  cells: Record<QuestionSheetColumn, string>,
  locale: Locale,
  problems: Problem[],
) {
  const problem = (column: QuestionSheetColumn, message: string) => {
    problems.push({ column, message });
    return undefined;
  };
  const optionTexts = optionTextsOfCell(cells.options);
  if (kind !== 'single' && kind !== 'multiple') {
    if (optionTexts.length > 0) problem('options', texts(locale, 'noOptionsHere'));
  }
  switch (kind) {
    case 'single':
    case 'multiple': {
      if (optionTexts.length < 2 || optionTexts.length > L.options)
        return problem('options', texts(locale, 'optionCount', { max: L.options }));
      const keys = keysFor(optionTexts.length);
      const chosen = keysOfCell(cells.answer);
      if (!chosen) return problem('answer', texts(locale, cells.answer.trim() === '' ? 'required' : 'badKeys'));
      const stray = chosen.find((key) => !(keys as readonly string[]).includes(key));
      if (stray) return problem('answer', texts(locale, 'keyNotAnOption', { key: stray }));
      const correct = new Set(chosen);
      if (kind === 'single' && correct.size !== 1) return problem('answer', texts(locale, 'singleOneCorrect'));
      if (kind === 'multiple' && correct.size < 2) return problem('answer', texts(locale, 'multipleTwoCorrect'));
      const options = optionTexts.map((text, index) => ({
        key: keys[index]!,
        text: richTextOfCell(text),
        correct: correct.has(keys[index]!),
      }));
      const empty = options.findIndex((option) => !hasContent(sanitizeRichText(option.text, ANY_OWN_ADDRESS)));
      if (empty >= 0) return problem('options', texts(locale, 'emptyAfterCleaning'));
      return { kind, options } satisfies QuestionAnswerSpec;
    }
    case 'true_false': {
      const correct = truthOfCell(cells.answer);
      if (correct === undefined) return problem('answer', texts(locale, cells.answer.trim() === '' ? 'required' : 'badTrueFalse'));
      return { kind, correct } satisfies QuestionAnswerSpec;
    }
    case 'fill_blank': {
      if (cells.answer.trim() === '') return problem('answer', texts(locale, 'required'));
      const blanks = blanksOfCell(cells.answer);
      if (blanks.length > L.blanks) return problem('answer', texts(locale, 'blankCount', { max: L.blanks }));
      const badBlank = blanks.some(
        (accepted) =>
          accepted.length === 0 ||
          accepted.length > L.acceptedAnswers ||
          accepted.some((answer) => answer.length > L.acceptedAnswer) ||
          new Set(accepted.map(normaliseBlankAnswer)).size !== accepted.length,
      );
      if (badBlank) return problem('answer', texts(locale, 'blankAnswers', { max: L.acceptedAnswers, length: L.acceptedAnswer }));
      return { kind, blanks: blanks.map((accepted) => ({ accepted })) } satisfies QuestionAnswerSpec;
    }
    case 'short_answer': {
      const referenceAnswer = richTextOfCell(cells.answer);
      if (referenceAnswer.length > L.richText) return problem('answer', texts(locale, 'tooLong', { max: L.richText }));
      return { kind, referenceAnswer } satisfies QuestionAnswerSpec;
    }
  }
}

function parseFolder(cell: string, locale: Locale, problems: Problem[]): string[] {
  const names = cell
    .split('/')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name.length > L.folderName || name.includes('\\')))
    problems.push({ column: 'folder', message: texts(locale, 'badFolder', { max: L.folderName }) });
  return names;
}

/** A row as a question, or its problems (every one found, each naming its column). */
export function parseQuestionRow(
  sheetRow: SheetRow<QuestionSheetColumn>,
  locale: Locale,
): { parsed?: ParsedRow; problems: QuestionImportProblem[] } {
  const { cells } = sheetRow;
  const problems: Problem[] = [];
  const folderPath = parseFolder(cells.folder, locale, problems);
  const kind = kindOfCell(cells.kind);
  if (!kind)
    problems.push({
      column: 'kind',
      message:
        cells.kind.trim() === '' ? texts(locale, 'required') : texts(locale, 'unknownKind', { value: cells.kind.trim().slice(0, 20) }),
    });
  const difficulty = Number(cells.difficulty.trim());
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > 5)
    problems.push({ column: 'difficulty', message: texts(locale, 'badDifficulty') });
  const stem = richTextOfCell(cells.stem);
  if (stem === '') problems.push({ column: 'stem', message: texts(locale, 'required') });
  else if (stem.length > L.richText) problems.push({ column: 'stem', message: texts(locale, 'tooLong', { max: L.richText }) });
  else if (!hasContent(sanitizeRichText(stem, ANY_OWN_ADDRESS)))
    problems.push({ column: 'stem', message: texts(locale, 'emptyAfterCleaning') });
  const explanation = richTextOfCell(cells.explanation);
  if (explanation.length > L.richText) problems.push({ column: 'explanation', message: texts(locale, 'tooLong', { max: L.richText }) });
  const tags = tagsOfCell(cells.tags);
  if (tags.length > L.tags || tags.some((tag) => tag.length > L.tag) || new Set(tags.map((tag) => tag.toLowerCase())).size !== tags.length)
    problems.push({ column: 'tags', message: texts(locale, 'badTags', { max: L.tags, length: L.tag }) });
  const answer = kind ? parseAnswer(kind, cells, locale, problems) : undefined;

  const row = sheetRow.row;
  if (problems.length > 0 || !answer) return { problems: problems.map((problem) => ({ row, ...problem })) };
  // The contract's schema has the last word, so an import can never store what the editor could not.
  const checked = QuestionInput.safeParse({ folderId: null, difficulty, stem, answer, explanation, tags });
  if (!checked.success) {
    const field = String(checked.error.issues[0]?.path[0] ?? 'answer');
    const column = (['stem', 'difficulty', 'explanation', 'tags'] as const).find((name) => name === field) ?? 'answer';
    return { problems: [{ row, column, message: texts(locale, 'invalid') }] };
  }
  return { parsed: { row, folderPath, question: checked.data }, problems: [] };
}
