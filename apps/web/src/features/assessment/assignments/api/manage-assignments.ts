import type { AssignmentVersionBody, ManagedAssignment, SaveAssignmentBody } from '@yanxiu/contract/assessment-assignments';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, RequestError } from '@/shared/request/request';
import { ASSIGNMENTS_KEY, invalidateAssignments } from './keys';

/** manage/assignments/detail: one assignment the caller manages (quiet: the page says why it failed). */
export function useManagedAssignment(assignmentId: number | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'manage', 'detail', assignmentId],
    queryFn: () =>
      request<ManagedAssignment>(ApiPaths.assessmentManageAssignment, { query: { assignmentId: assignmentId! }, skipErrorHandler: true }),
    enabled: assignmentId !== null,
  });
}

/**
 * manage/assignments/ofUnit: the assignment of a programme's assignment unit, or null when the unit has none yet (the
 * editor then starts a new one placed on the unit).
 */
export function useAssignmentOfUnit(unitId: number | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'manage', 'ofUnit', unitId],
    queryFn: async () => {
      try {
        return await request<ManagedAssignment | null>(ApiPaths.assessmentManageAssignmentOfUnit, {
          query: { unitId: unitId! },
          skipErrorHandler: true,
        });
      } catch (error) {
        if (error instanceof RequestError && error.httpStatus === 404) return null;
        throw error;
      }
    },
    enabled: unitId !== null,
  });
}

/** manage/assignments/save: a new draft, or the assignment at the version read. */
export function useSaveAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAssignmentBody) =>
      request<ManagedAssignment>(ApiPaths.assessmentManageSaveAssignment, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'manage'),
  });
}

/** manage/assignments/publish: teachers enrolled in the programme see it and submit. */
export function usePublishAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentVersionBody) =>
      request<ManagedAssignment>(ApiPaths.assessmentManagePublishAssignment, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'manage'),
  });
}
