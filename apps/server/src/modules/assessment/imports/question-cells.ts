import { OPTION_KEYS, QuestionKind, type QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { QuestionAnswerSpec, QuestionSheetColumn } from '@yanxiu/contract/assessment-banks';
import type { Bilingual } from '@yanxiu/contract/locale';

// How a question is written in a workbook's cells and read back: the columns' headers, rich text as plain text where
// it is plain paragraphs (else its HTML), the options one a line, the answer in the compact forms the template shows.

export const QUESTION_SHEET_HEADERS: Record<QuestionSheetColumn, Bilingual> = {
  folder: { 'zh-CN': '文件夹', 'en-US': 'Folder' },
  kind: { 'zh-CN': '题型', 'en-US': 'Kind' },
  difficulty: { 'zh-CN': '难度', 'en-US': 'Difficulty' },
  stem: { 'zh-CN': '题干', 'en-US': 'Stem' },
  options: { 'zh-CN': '选项', 'en-US': 'Options' },
  answer: { 'zh-CN': '答案', 'en-US': 'Answer' },
  explanation: { 'zh-CN': '解析', 'en-US': 'Explanation' },
  tags: { 'zh-CN': '标签', 'en-US': 'Tags' },
};

/** The separator of a fill-in question's blanks in the answer cell, and of one blank's accepted answers. */
export const BLANK_SEPARATOR = '|';
export const ACCEPTED_SEPARATOR = ';';
/** The true-or-false answer as written, and the words read as true or false. */
const TRUE_FALSE_WRITTEN = { true: '对', false: '错' } as const;
const TRUE_WORDS = new Set(['对', '正确', '是', '√', 'true', 't', 'yes', 'y']);
const FALSE_WORDS = new Set(['错', '错误', '否', '×', 'false', 'f', 'no', 'n']);

const kindByWord = new Map<string, QuestionKindValue>(
  QuestionKind.values.flatMap((kind) => [
    [kind, kind] as const,
    [QuestionKind.labels[kind]['zh-CN'], kind] as const,
    [QuestionKind.labels[kind]['en-US'].toLowerCase(), kind] as const,
  ]),
);

/** The kind a cell names (its code or its label in either language), or undefined. */
export function kindOfCell(text: string): QuestionKindValue | undefined {
  return kindByWord.get(text.trim()) ?? kindByWord.get(text.trim().toLowerCase());
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const unescapeHtml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** A cell's rich text: HTML when it starts with `<`, else its lines as paragraphs (the server sanitises either). */
export function richTextOfCell(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith('<')) return trimmed;
  return trimmed
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const PLAIN_PARAGRAPHS = /^(<p>[^<]*<\/p>)+$/;

/** Rich text as a cell: plain paragraphs as their lines, anything else (formatting, links) as its HTML. */
export function cellOfRichText(html: string): string {
  if (html === '') return '';
  if (!PLAIN_PARAGRAPHS.test(html)) return html;
  return [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => unescapeHtml(match[1]!)).join('\n');
}

/** The options cell: one option a line, an `A.` (or `A、` `A)`) before the text is the key's and dropped. */
export function optionTextsOfCell(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/^[A-H]\s*[.．、)）]\s*/, ''));
}

/** The options as a cell: `A. text` lines (an option of several paragraphs as its HTML, so it stays one line). */
export function cellOfOptions(options: ReadonlyArray<{ key: string; text: string }>): string {
  return options
    .map((option) => {
      const cell = cellOfRichText(option.text);
      return `${option.key}. ${cell.includes('\n') ? option.text : cell}`;
    })
    .join('\n');
}

/** The option keys an answer cell names (`A`, `AC`, `A,C`, `a c`), or undefined when it holds anything else. */
export function keysOfCell(text: string): string[] | undefined {
  const compact = text.toUpperCase().replace(/[\s,，、;；]/g, '');
  if (!/^[A-Z]+$/.test(compact)) return undefined;
  return [...compact];
}

/** A true-or-false answer cell as a boolean, or undefined. */
export function truthOfCell(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** What separates one blank's accepted answers, and tags; in a cell a separator meant as text is written `\;`. */
const ACCEPTED_SEPARATORS = ';；';
const TAG_SEPARATORS = ',，、;；';

/** Where a cell's text is cut, which characters a backslash makes plain text, and whether a cut keeps those escapes. */
type CellSplit = { separators: string; escapable: string; keepEscapes?: boolean };

/**
 * A cell's parts between the separators not escaped by a backslash. A backslash escapes only a backslash or an
 * `escapable` character (anything else, a Windows path say, is read as written); the parts come unescaped, or with
 * their escapes kept for a second split. The workbook writes a separator that is part of an answer or a tag escaped,
 * so an exported bank imports as it was.
 */
export function splitEscaped(text: string, { separators, escapable, keepEscapes = false }: CellSplit): string[] {
  const parts: string[] = [];
  let part = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && (next === '\\' || escapable.includes(next))) {
      index += 1;
      part += keepEscapes ? `\\${next}` : next;
    } else if (separators.includes(char)) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  parts.push(part);
  return parts;
}

/** A text as a part of a cell `splitEscaped` reads: backslashes and the `escapable` characters escaped. */
export function escapeSeparators(text: string, escapable: string): string {
  return [...text].map((char) => (char === '\\' || escapable.includes(char) ? `\\${char}` : char)).join('');
}

const FILL_ESCAPABLE = BLANK_SEPARATOR + ACCEPTED_SEPARATORS;

/** A fill-in answer cell as its blanks' accepted answers (empty answers dropped). */
export function blanksOfCell(text: string): string[][] {
  return splitEscaped(text, { separators: BLANK_SEPARATOR, escapable: FILL_ESCAPABLE, keepEscapes: true }).map((blank) =>
    splitEscaped(blank, { separators: ACCEPTED_SEPARATORS, escapable: FILL_ESCAPABLE })
      .map((answer) => answer.trim())
      .filter((answer) => answer !== ''),
  );
}

/** A tags cell's tags (separated by commas, 、 or semicolons). */
export function tagsOfCell(text: string): string[] {
  return splitEscaped(text, { separators: TAG_SEPARATORS, escapable: TAG_SEPARATORS })
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Tags as their cell. */
export function cellOfTags(tags: readonly string[]): string {
  return tags.map((tag) => escapeSeparators(tag, TAG_SEPARATORS)).join(',');
}

/** The answer cell of a question. */
export function cellOfAnswer(answer: QuestionAnswerSpec): string {
  switch (answer.kind) {
    case 'single':
    case 'multiple':
      return answer.options
        .filter((option) => option.correct)
        .map((option) => option.key)
        .join('');
    case 'true_false':
      return TRUE_FALSE_WRITTEN[String(answer.correct) as 'true' | 'false'];
    case 'fill_blank':
      return answer.blanks
        .map((blank) => blank.accepted.map((accepted) => escapeSeparators(accepted, FILL_ESCAPABLE)).join(ACCEPTED_SEPARATOR))
        .join(BLANK_SEPARATOR);
    case 'short_answer':
      return cellOfRichText(answer.referenceAnswer);
  }
}

/** The option keys in order, as many as there are options. */
export const keysFor = (count: number) => OPTION_KEYS.slice(0, count);
