import { vi } from 'vitest';

// The tests' fake API at the fetch boundary, so the real request layer runs (appId, bearer token, envelope,
// messages) and the tests read what was called.

/** One call the page made. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Installs a fake API: each call is recorded and answered by `handler` (a Response, or data put in an envelope; either
 * may come as a promise, to hold an answer back).
 */
export function fakeApi(handler: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer: unknown = await handler(call);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: answer ?? null }), { status: 200 });
    }),
  );
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

/** An error envelope as the server sends it. */
export function refusal(status: number, code: number, msg: string): Response {
  return new Response(JSON.stringify({ code, status: code, msg, data: null }), { status });
}
