import { sessionStore } from '../session/session-store';
import { apiUrl, baseHeaders, failure, isSuccess, type Body } from './request';

// File uploads and downloads follow request.ts's conventions (appId, bearer token, interface language, envelope,
// de-duplicated messages, 1001 clears the session) but need what fetch-with-JSON cannot give: upload progress
// (XMLHttpRequest) and the bytes of a download as a Blob.

type Query = Record<string, string | number | undefined>;

function parseEnvelope(text: string): Body | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

const signedIn = () => sessionStore.getState().loginInfo !== null;

export type UploadOptions = {
  query?: Query;
  /** Called with the percentage (0-100) of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Show nothing when the upload fails; the caller deals with it. */
  skipErrorHandler?: boolean;
  /**
   * Asks for the answer as newline-delimited JSON (this media type) and hands over each `progress` line as it
   * arrives; the envelope is the last line.
   */
  serverProgress?: { mediaType: string; onProgress: (progress: unknown) => void };
};

/** The complete lines of a growing NDJSON text from `from` on, and where the next unread line starts. */
export function completeLines(text: string, from: number): { lines: string[]; next: number } {
  const end = text.lastIndexOf('\n');
  if (end < from) return { lines: [], next: from };
  return { lines: text.slice(from, end).split('\n').filter(Boolean), next: end + 1 };
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

/**
 * Uploads one file as `multipart/form-data` (part `file`) with progress; resolves with the envelope's data,
 * rejects with a RequestError (or an AbortError when `signal` aborts).
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const wasSignedIn = signedIn();
  const quiet = options.skipErrorHandler === true;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    const streamed = options.serverProgress;
    for (const [name, value] of Object.entries({ ...baseHeaders(), accept: streamed?.mediaType ?? 'application/json' }))
      xhr.setRequestHeader(name, value);
    let read = 0;
    if (streamed) {
      xhr.onprogress = () => {
        const { lines, next } = completeLines(xhr.responseText, read);
        read = next;
        for (const line of lines) {
          const parsed = parseEnvelope(line) as { progress?: unknown } | null;
          if (parsed?.progress) streamed.onProgress(parsed.progress);
        }
      };
    }
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseEnvelope(streamed ? lastLine(xhr.responseText) : xhr.responseText);
      if (isSuccess(xhr.status, body)) {
        options.onProgress?.(100);
        resolve(body?.data as T);
        return;
      }
      reject(failure(xhr.status, body, { quiet, signedIn: wasSignedIn }));
    };
    xhr.onerror = () => reject(failure(undefined, null, { quiet, signedIn: wasSignedIn }));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        xhr.abort();
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'file');
    xhr.send(form);
  });
}

/** Downloads a file's bytes (e.g. to preview them through an object URL); rejects with a RequestError. */
export async function downloadFile(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<Blob> {
  return (await downloadNamedFile(path, options)).blob;
}

/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Downloads a file with the name the server gives it (e.g. an export); rejects with a RequestError. */
export async function downloadNamedFile(
  path: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const wasSignedIn = signedIn();
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { headers: baseHeaders(), signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw failure(undefined, null, { quiet: false, signedIn: wasSignedIn });
  }
  if (response.ok) return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
  throw failure(response.status, parseEnvelope(await response.text().catch(() => '')), { quiet: false, signedIn: wasSignedIn });
}

/** Hands a downloaded blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
