import type { HourRequirement, SaveRequirementBody, SaveSettingsBody } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { HOURS_KEY, invalidateHours } from './keys';

/** learningManageRequirement: the tenant's requirement for a year (null hours when none is set). */
export function getRequirement(year: number, signal?: AbortSignal): Promise<HourRequirement> {
  return request<HourRequirement>(ApiPaths.learningManageRequirement, { query: { year }, signal });
}

export function requirementQuery(year: number) {
  return queryOptions({ queryKey: [...HOURS_KEY, 'requirement', year], queryFn: ({ signal }) => getRequirement(year, signal) });
}

export function useRequirement(year: number, enabled = true) {
  return useQuery({ ...requirementQuery(year), enabled });
}

/** learningManageSaveRequirement: sets the year's total and per-category minimums. */
export function saveRequirement(body: SaveRequirementBody): Promise<unknown> {
  return request<unknown>(ApiPaths.learningManageSaveRequirement, { body });
}

/** learningManageSaveSettings: sets the share of a video that completes it. */
export function saveSettings(body: SaveSettingsBody): Promise<unknown> {
  return request<unknown>(ApiPaths.learningManageSaveSettings, { body });
}

export function useSaveRequirement() {
  const client = useQueryClient();
  // Reports and breakdowns are measured against the requirement, so all of them refresh.
  return useMutation({ mutationFn: saveRequirement, onSuccess: () => void invalidateHours(client) });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: () => void invalidateHours(client) });
}
