import type { SaveItemsBody, SaveItemsResult } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/** saveApplyItem: draft values and self scores of the indicators named; quiet, the autosave shows how it went. */
export function saveItems(body: SaveItemsBody): Promise<SaveItemsResult> {
  return request<SaveItemsResult>(ApiPaths.saveApplyItem, { body, skipErrorHandler: true });
}
