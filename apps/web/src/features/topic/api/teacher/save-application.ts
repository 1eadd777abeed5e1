import type { SaveTopicApplicationBody, TopicApplyWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/**
 * topicSaveApplication: creates my draft (no applyId) or saves it at the version read. Quiet: the form's save state
 * says whether the draft is saved, and a failed autosave is retried rather than shown as an error each time.
 */
export function saveApplication(body: SaveTopicApplicationBody): Promise<TopicApplyWriteResult> {
  return request<TopicApplyWriteResult>(ApiPaths.topicSaveApplication, { body, skipErrorHandler: true });
}
