import type { FailedJobPage, JobQueueCounts, RetryJobBody } from '@yanxiu/contract/jobs';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** Query keys of the jobs page all start so; a retry refreshes them all. */
const JOBS_KEY = ['jobs'] as const;
/** The failed jobs list's page size. */
export const FAILED_PAGE_SIZE = 10;

/** jobsManageQueues: each queue with the tenant's jobs in it by state. */
export function useJobQueues() {
  return useQuery({
    queryKey: [...JOBS_KEY, 'queues'],
    queryFn: ({ signal }) => request<JobQueueCounts[]>(ApiPaths.jobsManageQueues, { signal }),
  });
}

/** jobsManageFailures: a page of the tenant's failed jobs, latest first. */
export function useFailedJobs(current: number) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'failures', current],
    queryFn: ({ signal }) => request<FailedJobPage>(ApiPaths.jobsManageFailures, { query: { current, size: FAILED_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** jobsManageRetry: one more try for a failed job. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetryJobBody) => request<{ id: string }>(ApiPaths.jobsManageRetry, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
