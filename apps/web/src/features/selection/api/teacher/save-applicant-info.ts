import type { SaveApplicantBody, SelectionApplyState } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/**
 * savaApplyUserInfo (sic): creates my draft application (no applyId) or updates its applicant information and group.
 * Quiet: the autosave and the start button say in place what went wrong.
 */
export function saveApplicantInfo(body: SaveApplicantBody): Promise<SelectionApplyState> {
  return request<SelectionApplyState>(ApiPaths.savaApplyUserInfo, { body, skipErrorHandler: true });
}
