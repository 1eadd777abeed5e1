import type { LoginInfo } from '@yanxiu/contract/auth';
import type { Bank, QuestionDetail, QuestionInput } from '@yanxiu/contract/assessment-banks';
import { eq } from 'drizzle-orm';
import { tenants } from '@server/db/schema/tenants';
import { DONGCHENG, type TestApp } from '@server-test/support/test-app';

// The question banks' API tests' calls: the demo accounts by name (`dongchengAdmin` calls on its own tenant), a bank
// and a question created as a precondition, a valid single-choice question.

export type Who = Record<string, LoginInfo>;

/** The calls of a test file on its app, for the accounts it signed in. */
export function bankCalls(app: () => TestApp, who: Who) {
  const as = (login: LoginInfo | undefined) => ({
    ...(login ? { token: login.access_token } : {}),
    ...(login && login === who.dongchengAdmin ? { tenant: DONGCHENG } : {}),
  });
  const get = (login: LoginInfo | undefined, path: string, query: Record<string, string> = {}) =>
    app().call('GET', `/assessment/${path}`, { ...as(login), query });
  const post = (login: LoginInfo | undefined, path: string, body: unknown) =>
    app().call('POST', `/assessment/${path}`, { ...as(login), body });
  const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
  const created = <T>(response: { statusCode: number; body: string; json(): unknown }): T => {
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode} ${response.body}`);
    return data<T>(response);
  };
  return {
    get,
    post,
    data,
    createBank: async (login: LoginInfo, name: string, extra: Record<string, unknown> = {}) =>
      created<Bank>(await post(login, 'banks/create', { name, ...extra })),
    createQuestion: async (login: LoginInfo, bankId: number, question: QuestionInput) =>
      created<QuestionDetail>(await post(login, 'questions/create', { bankId, question })),
    demoTenantId: async () => {
      const [demo] = await app().deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
      return demo!.id;
    },
  };
}

/** A valid single-choice question (A correct), in a folder or at the bank's top. */
export const singleChoice = (stem: string, folderId: number | null = null): QuestionInput => ({
  folderId,
  difficulty: 2,
  stem: `<p>${stem}</p>`,
  answer: {
    kind: 'single',
    options: [
      { key: 'A', text: '<p>甲</p>', correct: true },
      { key: 'B', text: '<p>乙</p>', correct: false },
    ],
  },
  explanation: '',
  tags: ['课标'],
});
