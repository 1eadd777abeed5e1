// Uploads over tus from a test, as any tus client would: create with the metadata, then one PATCH with every byte.
import { expect } from 'vitest';
import { DEMO_APP_ID, bearer, type LoginInfo } from './api';

/** Uploads `bytes` with the metadata given (values base64-encoded here) and answers the final PATCH's response. */
export async function tusUpload(
  base: string,
  session: LoginInfo,
  metadata: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const encoded = Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await fetch(`${base}/api/disk/uploads?appId=${DEMO_APP_ID}`, {
    method: 'POST',
    headers: { ...bearer(session), 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': encoded },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = new URL(created.headers.get('location')!, base);
  if (!location.searchParams.has('appId')) location.searchParams.set('appId', DEMO_APP_ID);
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...bearer(session), 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(patched.status, await patched.clone().text()).toBe(204);
  return patched;
}
