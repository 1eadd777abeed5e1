import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_KEY } from '../../api/keys';

/** Query keys of the backbone recognition, under the profile feature's (a record decision refreshes them too). */
export const BACKBONE_KEY = [...PROFILE_KEY, 'backbone'] as const;

/** After a call that moves an application: the apply page, the detail, the reviewers' lists all may change. */
export function invalidateBackbone(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BACKBONE_KEY });
}
