import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { apiBase } from './api-base';
import { shouldShow } from './message-dedupe';
import { notifier } from './notifier';

/** Spec 8: the status that means the session is missing or expired. */
export const SESSION_EXPIRED_STATUS = 1001;
/** The server refuses everything but the password change until a password staff set is replaced. */
export const PASSWORD_CHANGE_REQUIRED_STATUS = 1009;

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Show nothing when the call fails; the caller deals with it (spec 8). */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  /** Where `path` starts instead of the API's base: a full path (the server loader answers under /pc/, spec 7). */
  absolutePath?: boolean;
};

/** The envelope of an answer, as far as the client relies on it. */
export type Body = { code?: number; status?: number; msg?: string; message?: string; data?: unknown };

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
export function isSuccess(httpStatus: number, body: Body | null): boolean {
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

/** The API URL of `path` (or `path` itself when absolute) with `query` and the tenant's appId (unless given). */
export function apiUrl(path: string, query?: Query, absolutePath = false): string {
  const url = new URL(absolutePath ? path : `${apiBase()}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const appId = sessionStore.getState().appInfo?.appId;
  if (!url.searchParams.has('appId') && appId) url.searchParams.set('appId', appId);
  return url.toString();
}

/** What every call carries: the interface language and, when signed in, the bearer token. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'zh-CN' };
  const { loginInfo } = sessionStore.getState();
  if (loginInfo) headers.authorization = `Bearer ${loginInfo.access_token}`;
  return headers;
}

/**
 * Turns a failed answer (or a network error: no status, no body) into a RequestError and shows it as spec 8
 * says: 1001 from a signed-in call warns once and clears the session (whatever the flag: the user must learn
 * why they are back at sign-in); otherwise the backend's message, or the generic one, unless the call is quiet.
 */
export function failure(httpStatus: number | undefined, body: Body | null, options: { quiet: boolean; signedIn: boolean }): RequestError {
  const expired = body?.status === SESSION_EXPIRED_STATUS || body?.code === SESSION_EXPIRED_STATUS;
  if (expired && options.signedIn) {
    const text = i18n.t('errors.loginExpired');
    // Several calls may expire together: the first one warns and clears the session, the rest stay quiet.
    if (sessionStore.getState().loginInfo) {
      show('warning', text);
      sessionStore.setLoginInfo(null);
    }
    return new RequestError(text, httpStatus, body);
  }
  const changeDue = body?.status === PASSWORD_CHANGE_REQUIRED_STATUS || body?.code === PASSWORD_CHANGE_REQUIRED_STATUS;
  const text = changeDue ? i18n.t('errors.passwordChangeRequired') : body ? messageOf(body) : genericMessage();
  if (!options.quiet) show('error', text);
  return new RequestError(text, httpStatus, body);
}

/**
 * The one way features call the API (spec 7, 8): adds appId and the bearer token, unwraps the envelope, shows
 * failures (de-duplicated) and clears the session on status 1001. Resolves with `data`; rejects with RequestError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const signedIn = sessionStore.getState().loginInfo !== null;
  const headers: Record<string, string> = { accept: 'application/json', ...baseHeaders() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query, options.absolutePath), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw failure(undefined, null, { quiet: options.skipErrorHandler === true, signedIn });
  }

  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  if (isSuccess(response.status, body)) return body?.data as T;
  throw failure(response.status, body, { quiet: options.skipErrorHandler === true, signedIn });
}
