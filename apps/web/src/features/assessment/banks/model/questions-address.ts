import { QuestionKind, type QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { QuestionsFilter } from '../api/questions';

// The bank page's folder, filters and page live in the address, so a reload, a shared link or the browser's back
// button shows the same questions.

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return text !== null && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** The filter an address holds; anything it does not understand is left out (the whole bank, page 1). */
export function filterOf(search: URLSearchParams): QuestionsFilter {
  const kind = search.get('kind');
  const difficulty = positive(search.get('difficulty'));
  return {
    current: positive(search.get('page')) ?? 1,
    folderId: positive(search.get('folder')),
    kind: kind !== null && (QuestionKind.values as readonly string[]).includes(kind) ? (kind as QuestionKindValue) : undefined,
    difficulty: difficulty !== undefined && difficulty <= 5 ? difficulty : undefined,
    tag: search.get('tag')?.trim() || undefined,
    keyword: search.get('keyword')?.trim() || undefined,
  };
}

/** The address of a filter: only what narrows the list is written (page 1 and the whole bank are the default). */
export function searchOf(filter: QuestionsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.folderId !== undefined) search.set('folder', String(filter.folderId));
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.difficulty !== undefined) search.set('difficulty', String(filter.difficulty));
  if (filter.tag) search.set('tag', filter.tag);
  if (filter.keyword) search.set('keyword', filter.keyword);
  if (filter.current > 1) search.set('page', String(filter.current));
  return search;
}
