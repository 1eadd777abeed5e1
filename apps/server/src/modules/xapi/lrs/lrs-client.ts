import type { XapiDeliveryProblem } from '@yanxiu/contract/xapi-settings';

// The one way the server talks to a Learning Record Store: xAPI 1.0.3 over HTTP with basic auth. An answer is
// reduced to a problem code and a status: the LRS's own words never reach a page or a log line.

/** Where a tenant's LRS is and the key it issued (the secret opened from its seal). */
export type LrsAddress = { endpoint: string; key: string; secret: string };

/** What the LRS made of a request. */
export type LrsAnswer = { ok: true; status: number } | { ok: false; problem: XapiDeliveryProblem; status: number | null };

/** How long one request may take before the LRS counts as unreachable (a hung LRS must not hold a job forever). */
const LRS_TIMEOUT_MS = 20_000;

const statementsUrl = (endpoint: string) => new URL('statements', endpoint.endsWith('/') ? endpoint : `${endpoint}/`);

const headersOf = (lrs: LrsAddress) => ({
  authorization: `Basic ${Buffer.from(`${lrs.key}:${lrs.secret}`, 'utf8').toString('base64')}`,
  'x-experience-api-version': '1.0.3',
});

async function ask(url: URL, init: RequestInit): Promise<LrsAnswer> {
  let response: Response;
  try {
    // A redirect is not followed: the credentials would go wherever it points.
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(LRS_TIMEOUT_MS) });
  } catch {
    return { ok: false, problem: 'unreachable', status: null };
  }
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status === 401 || status === 403) return { ok: false, problem: 'unauthorised', status };
  if (status >= 500) return { ok: false, problem: 'server_error', status };
  return { ok: false, problem: 'rejected', status };
}

/** Posts a batch of statements to `<endpoint>/statements` (the LRS stores them all or none). */
export function postStatements(lrs: LrsAddress, statements: readonly unknown[]): Promise<LrsAnswer> {
  return ask(statementsUrl(lrs.endpoint), {
    method: 'POST',
    headers: { ...headersOf(lrs), 'content-type': 'application/json' },
    body: JSON.stringify(statements),
  });
}

/** Asks the LRS for one statement: an answer with our key proves the address and the key without writing anything. */
export function probeLrs(lrs: LrsAddress): Promise<LrsAnswer> {
  const url = statementsUrl(lrs.endpoint);
  url.searchParams.set('limit', '1');
  return ask(url, { method: 'GET', headers: headersOf(lrs) });
}
