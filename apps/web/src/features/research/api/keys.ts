import type { QueryClient } from '@tanstack/react-query';

/** The query keys of teaching research; every query of this feature starts with `research`. */
export const researchKeys = {
  all: ['research'] as const,
  square: (params: object) => ['research', 'square', params] as const,
  activity: (id: number) => ['research', 'activity', id] as const,
  mine: (params: object) => ['research', 'mine', params] as const,
  groups: (params: object) => ['research', 'groups', params] as const,
  group: (id: number) => ['research', 'group', id] as const,
  posts: (stageId: number) => ['research', 'posts', stageId] as const,
  form: (stageId: number) => ['research', 'form', stageId] as const,
  results: (stageId: number) => ['research', 'results', stageId] as const,
  templates: (retired: boolean) => ['research', 'templates', retired] as const,
  checkInCode: (activityId: number) => ['research', 'checkInCode', activityId] as const,
  attendance: (activityId: number, current: number) => ['research', 'attendance', activityId, current] as const,
  myHandIn: (stageId: number) => ['research', 'myHandIn', stageId] as const,
  handIns: (stageId: number, current: number) => ['research', 'handIns', stageId, current] as const,
  summary: (activityId: number) => ['research', 'summary', activityId] as const,
};

/** After anything that changes a person's progress: the activity page, my research and the square. */
export function invalidateActivity(client: QueryClient, activityId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: researchKeys.activity(activityId) }),
    client.invalidateQueries({ queryKey: ['research', 'mine'] }),
    client.invalidateQueries({ queryKey: ['research', 'square'] }),
    // The hours a completion credits show on /studyTime and the to-do list.
    client.invalidateQueries({ queryKey: ['learning'] }),
    client.invalidateQueries({ queryKey: ['todo'] }),
  ]).then(() => undefined);
}
