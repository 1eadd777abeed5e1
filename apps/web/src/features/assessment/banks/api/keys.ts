/** The query keys of the question banks' reads: everything under BANKS_KEY, so a change refreshes what it touched. */
export const BANKS_KEY = ['assessment', 'banks'] as const;

export const bankKeys = {
  list: (query: object) => [...BANKS_KEY, 'list', query] as const,
  detail: (bankId: number) => [...BANKS_KEY, 'bank', bankId] as const,
  folders: (bankId: number) => [...BANKS_KEY, 'bank', bankId, 'folders'] as const,
  questions: (bankId: number, query: object) => [...BANKS_KEY, 'bank', bankId, 'questions', query] as const,
  question: (questionId: number) => [...BANKS_KEY, 'question', questionId] as const,
  version: (questionId: number, version: number) => [...BANKS_KEY, 'question', questionId, 'version', version] as const,
  tags: () => [...BANKS_KEY, 'tags'] as const,
};
