import type { Bank, QuestionListItem, TagList } from '@yanxiu/contract/assessment-banks';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EXAMS_KEY, type Page } from './keys';

// The exam editor's own reads of the banks (which banks the caller may draw from, their questions and tags): what a
// paper may use, not the bank pages' state, so they live beside the editor.

/** banks/list: the banks the caller may use or manage (a hundred at most: a paper's picker, not a list page). */
export function useUsableBanks() {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'banks'],
    queryFn: () =>
      request<Page<Bank>>(ApiPaths.assessmentBanks, { query: { current: 1, size: 100, archived: 'false' }, skipErrorHandler: true }),
  });
}

export type BankQuestionsFilter = { bankId: number; current: number; keyword?: string; kind?: string };

/** questions/list: one bank's questions for the fixed paper's picker. */
export function useBankQuestions(filter: BankQuestionsFilter | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'bankQuestions', filter],
    queryFn: () =>
      request<Page<QuestionListItem>>(ApiPaths.assessmentQuestions, {
        query: { size: 10, ...filter } as Record<string, string | number>,
        skipErrorHandler: true,
      }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** tags/list: the tenant's tags in use, for a rule's tag suggestions. */
export function useQuestionTags() {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'tags'],
    queryFn: () => request<TagList>(ApiPaths.assessmentTags, { skipErrorHandler: true }),
  });
}
