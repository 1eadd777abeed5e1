import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';

// The staff jobs page (/manage/jobs): the background job queue as district and platform staff see it. A tenant's
// staff see the jobs of their tenant; platform staff also see the jobs that belong to no tenant (the sweeps).

const Count = z.number().int().min(0);

/** One queue's jobs now: waiting to run, running, failed for good, and those that needed more than one try. */
export const JobQueueCounts = z.object({
  queue: z.string(),
  queued: Count,
  active: Count,
  failed: Count,
  /** Failed at least once: waiting for a retry, or since retried (until pg-boss archives them). */
  retried: Count,
});
export type JobQueueCounts = z.infer<typeof JobQueueCounts>;
export const JobQueueCountsList = z.array(JobQueueCounts);

/** A job that failed for good: its error's message only (never its stack). */
export const FailedJob = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** ISO time of the last failure. */
  failedAt: z.string(),
  /** Tries after the first. */
  retryCount: Count,
  message: z.string(),
});
export type FailedJob = z.infer<typeof FailedJob>;
export const FailedJobPage = paged(FailedJob);
export type FailedJobPage = z.infer<typeof FailedJobPage>;

export const FailedJobsQuery = AppIdQuery.extend(PageQuery.shape);

/** Runs a failed job again (one more try). */
export const RetryJobBody = z.object({ queue: z.string().min(1).max(200), id: z.uuid() });
export type RetryJobBody = z.infer<typeof RetryJobBody>;
