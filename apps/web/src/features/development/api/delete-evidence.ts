import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/**
 * DELETE /files/{id}: removes an evidence upload taken out of the form before it was submitted. Quiet on
 * failure: the server's hourly clean-up removes uploads no application names, so a lost delete costs nothing.
 */
export function deleteEvidence(id: string): Promise<{ id: string }> {
  return request<{ id: string }>(fillPath(ApiPaths.deleteFile, { id }), { method: 'DELETE', skipErrorHandler: true });
}
