import type {
  CreateQuestionBody,
  QuestionDetail,
  QuestionPage,
  QuestionVersion,
  RemoveQuestionBody,
  SaveQuestionBody,
  TagList,
} from '@yanxiu/contract/assessment-banks';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { BANKS_KEY, bankKeys } from './keys';

/** The questions list's filters, as the address holds them. */
export type QuestionsFilter = {
  current: number;
  folderId?: number;
  kind?: QuestionKindValue;
  difficulty?: number;
  tag?: string;
  keyword?: string;
};

/** assessmentQuestions: a bank's live questions (in a folder and the folders inside it), filtered, a page at a time. */
export function listQuestions(bankId: number, filter: QuestionsFilter, signal?: AbortSignal): Promise<QuestionPage> {
  return request<QuestionPage>(ApiPaths.assessmentQuestions, { query: { bankId, size: 10, ...filter }, signal });
}

export function useQuestions(bankId: number, filter: QuestionsFilter) {
  return useQuery({
    queryKey: bankKeys.questions(bankId, filter),
    queryFn: ({ signal }) => listQuestions(bankId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** assessmentQuestion: the current version and the list of every version. */
export function getQuestion(questionId: number, signal?: AbortSignal): Promise<QuestionDetail> {
  return request<QuestionDetail>(ApiPaths.assessmentQuestion, { query: { questionId }, signal });
}

export function useQuestion(questionId: number | null) {
  return useQuery({
    queryKey: bankKeys.question(questionId ?? 0),
    queryFn: ({ signal }) => getQuestion(questionId!, signal),
    enabled: questionId !== null,
  });
}

/** assessmentQuestionVersion: one version, past or current, as it was saved. */
export function useQuestionVersion(questionId: number, version: number | null) {
  return useQuery({
    queryKey: bankKeys.version(questionId, version ?? 0),
    queryFn: ({ signal }) =>
      request<QuestionVersion>(ApiPaths.assessmentQuestionVersion, { query: { questionId, version: version! }, signal }),
    enabled: version !== null,
  });
}

/** assessmentTags: the tenant's tags in use, most used first, for the editor's and the filter's suggestions. */
export function useTags() {
  return useQuery({
    queryKey: bankKeys.tags(),
    queryFn: ({ signal }) => request<TagList>(ApiPaths.assessmentTags, { signal }),
    staleTime: 60_000,
  });
}

/** A change to questions: refreshes the bank's reads (lists, counts, tags, the question and its versions). */
function useQuestionChange<Body>(path: string, options: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<QuestionDetail | null>(path, { method: 'POST', body, skipErrorHandler: options.quiet }),
    onSuccess: () => client.invalidateQueries({ queryKey: BANKS_KEY }),
  });
}

/** assessmentCreateQuestion. */
export const useCreateQuestion = () => useQuestionChange<CreateQuestionBody>(ApiPaths.assessmentCreateQuestion);
/**
 * assessmentSaveQuestion: a new version at the version read. Quiet: the editor explains a stale save (409) itself
 * and offers the latest; other failures it shows as the request layer would.
 */
export const useSaveQuestion = () => useQuestionChange<SaveQuestionBody>(ApiPaths.assessmentSaveQuestion, { quiet: true });
/** assessmentRemoveQuestion: refused with 409 while an exam's paper uses it (the request layer shows why). */
export const useRemoveQuestion = () => useQuestionChange<RemoveQuestionBody>(ApiPaths.assessmentRemoveQuestion);
