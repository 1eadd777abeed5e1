import type { PresenceAnswerBody, PresenceAnswerResult } from '@yanxiu/contract/learning-presence';
import { ApiPaths } from '@yanxiu/contract/paths';
import { request } from '@/shared/request/request';

/**
 * POST learningWatchPresenceAnswer (public like the heartbeat: the ticket in the body is the credential). Quiet: the
 * check's dialog says itself when an answer could not be sent.
 */
export function answerPresence(body: PresenceAnswerBody): Promise<PresenceAnswerResult> {
  return request<PresenceAnswerResult>(ApiPaths.learningWatchPresenceAnswer, { body, skipErrorHandler: true });
}
