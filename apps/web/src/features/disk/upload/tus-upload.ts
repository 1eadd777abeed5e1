import { DISK_RESOURCE_ID_HEADER } from '@yanxiu/contract/disk';
import { defaultOptions, Upload, type DetailedError, type HttpStack, type PreviousUpload } from 'tus-js-client';
import { apiUrl, baseHeaders } from '@/shared/request/request';
import { sessionStore } from '@/shared/session/session-store';

// One resumable upload over tus 1.0 (tus-js-client). The library remembers each unfinished upload's address in
// localStorage under a fingerprint of the file, so choosing the same file again after a reload or a dropped
// connection continues from the bytes the server already has instead of sending them again.

/** Bytes a PATCH carries: small enough that a dropped connection loses little, large enough to keep requests few. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each retry of a failed request, then the upload reports the failure and can be resumed by hand. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000];

/**
 * Every tus request goes out with the tenant's appId in its query (the API refuses a request without it), also to
 * the upload's own address, which the server's Location header gives without one.
 */
function tenantHttpStack(inner: HttpStack): HttpStack {
  return {
    createRequest: (method, url) => {
      const target = new URL(url, window.location.origin);
      const appId = sessionStore.getState().appInfo?.appId;
      if (appId && !target.searchParams.has('appId')) target.searchParams.set('appId', appId);
      return inner.createRequest(method, target.toString());
    },
    getName: () => `tenant-${inner.getName()}`,
  };
}

/** The tus error's message from the server's envelope when there is one, else the generic text given. */
export function uploadFailureText(error: Error | DetailedError, generic: string): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { msg?: unknown; message?: unknown };
      const text = parsed.msg ?? parsed.message;
      if (typeof text === 'string' && text && !text.includes('java.')) return text;
    } catch {
      // Not an envelope: the generic text below.
    }
  }
  return generic;
}

export type TusCallbacks = {
  /** Bytes the server already had from an earlier attempt (0 for a new upload). */
  onResumedFrom: (sent: number) => void;
  onProgress: (sent: number) => void;
  /** The server's answer header naming the resource the finished upload became, if it sends one. */
  onDone: (resourceId: number | undefined) => void;
  onFailed: (error: Error | DetailedError) => void;
};

/**
 * Starts (or resumes) uploading `file` to the tus endpoint `path` with `metadata`; answers a handle that pauses the
 * upload (it can be started again, resuming where it stopped).
 */
export function startTusUpload(
  path: string,
  file: File,
  metadata: Record<string, string>,
  callbacks: TusCallbacks,
): { pause: () => Promise<void> } {
  const userId = sessionStore.getState().loginInfo?.userId ?? '';
  let resumedReported = false;
  const upload = new Upload(file, {
    endpoint: apiUrl(path),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream', ...metadata },
    headers: baseHeaders(),
    httpStack: tenantHttpStack(defaultOptions.httpStack),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // Another person signing in on the same browser never picks up this person's unfinished upload.
    fingerprint: async (chosen, options) => `${await defaultOptions.fingerprint(chosen, options)}-user-${userId}`,
    onAfterResponse: (request, response) => {
      // The HEAD of a resumed upload says how far the server got.
      if (!resumedReported && request.getMethod() === 'HEAD') {
        resumedReported = true;
        callbacks.onResumedFrom(Number(response.getHeader('Upload-Offset') ?? 0));
      }
    },
    onProgress: (sent) => callbacks.onProgress(sent),
    onSuccess: ({ lastResponse }) => {
      const header = lastResponse.getHeader(DISK_RESOURCE_ID_HEADER);
      callbacks.onDone(header ? Number(header) : undefined);
    },
    onError: callbacks.onFailed,
  });
  void upload
    .findPreviousUploads()
    .then((previous: PreviousUpload[]) => {
      const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    })
    .catch(callbacks.onFailed);
  return { pause: () => upload.abort(false) };
}

/** Unfinished uploads this browser remembers for the signed-in person: the file names to choose again to resume. */
export async function rememberedUploads(): Promise<Array<{ name: string; size: number | null; key: string }>> {
  const userId = sessionStore.getState().loginInfo?.userId ?? '';
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => [] as PreviousUpload[]);
  return all
    .filter((upload) => upload.urlStorageKey.includes(`-user-${userId}::`))
    .map((upload) => ({ name: upload.metadata.filename ?? '', size: upload.size, key: upload.urlStorageKey }));
}

/** Forgets an unfinished upload (the person gave it up); the server sweeps the partial bytes itself. */
export function forgetUpload(key: string): Promise<void> {
  return defaultOptions.urlStorage.removeUpload(key);
}
