import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { apiBase } from './api-base';
import { shouldShow } from './message-dedupe';
import { notifier } from './notifier';

/** Spec 8: the status that means the session is missing or expired. */
export const SESSION_EXPIRED_STATUS = 1001;

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Show nothing when the call fails; the caller deals with it (spec 8). */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
};

type Body = { code?: number; status?: number; msg?: string; message?: string; data?: unknown };

/** A failed call: the HTTP status, the body's code and the message that was (or would have been) shown. */
export class RequestError extends Error {
  readonly httpStatus: number | undefined;
  readonly code: number | undefined;
  readonly body: Body | null;

  constructor(message: string, httpStatus: number | undefined, body: Body | null) {
    super(message);
    this.name = 'RequestError';
    this.httpStatus = httpStatus;
    this.code = body?.status ?? body?.code;
    this.body = body;
  }
}

/** Spec 7: HTTP 200 and a body with code 200 or 0, or status 0. */
function isSuccess(httpStatus: number, body: Body | null): boolean {
  return httpStatus === 200 && body !== null && (body.code === 0 || body.code === 200 || body.status === 0);
}

function genericMessage(): string {
  return i18n.t('errors.generic');
}

/** Spec 8: the backend's message, unless absent or leaking Java internals. */
function messageOf(body: Body | null): string {
  const raw = body?.msg ?? body?.message;
  return !raw || raw.includes('java.') ? genericMessage() : raw;
}

function show(kind: 'warning' | 'error', text: string): void {
  if (shouldShow(text)) notifier()[kind](text);
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = new URL(`${apiBase()}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const appId = sessionStore.getState().appInfo?.appId;
  if (!url.searchParams.has('appId') && appId) url.searchParams.set('appId', appId);
  return url.toString();
}

/**
 * The one way features call the API (spec 7, 8): adds appId and the bearer token, unwraps the envelope, shows
 * failures (de-duplicated) and clears the session on status 1001. Resolves with `data`; rejects with RequestError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { loginInfo } = sessionStore.getState();
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language || 'zh-CN' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (loginInfo) headers.authorization = `Bearer ${loginInfo.access_token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!options.skipErrorHandler) show('error', genericMessage());
    throw new RequestError(genericMessage(), undefined, null);
  }

  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  if (isSuccess(response.status, body)) return body?.data as T;

  const expired = body?.status === SESSION_EXPIRED_STATUS || body?.code === SESSION_EXPIRED_STATUS;
  if (expired && loginInfo) {
    const text = i18n.t('errors.loginExpired');
    // Several calls may expire together: the first one warns and clears the session, the rest stay quiet. The
    // warning shows even for calls that skip error handling: the user must learn why they are back at sign-in.
    if (sessionStore.getState().loginInfo) {
      show('warning', text);
      sessionStore.setLoginInfo(null);
    }
    throw new RequestError(text, response.status, body);
  }
  const text = body ? messageOf(body) : genericMessage();
  if (!options.skipErrorHandler) show('error', text);
  throw new RequestError(text, response.status, body);
}
