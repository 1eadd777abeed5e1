import type { FailedJob, JobQueueCounts, RetryJobBody } from '@yanxiu/contract/jobs';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { retryFailedJob } from '@server/platform/jobs/jobs';
import { seesTenantlessJobs } from './jobs.access';
import { failedJobs, lockFailedJob, queueCounts, type JobScope } from './jobs.repository';

function scopeOf(ctx: RequestContext): JobScope {
  return { tenantId: ctx.tenantId, tenantless: seesTenantlessJobs(ctx.actor) };
}

/** Every app queue with the caller's scope's jobs in it by state. */
export function listQueues(ctx: RequestContext): Promise<JobQueueCounts[]> {
  return queueCounts(ctx.db, scopeOf(ctx));
}

/** Failed jobs with their error's message; a job whose error had none says so by an empty message. */
export async function listFailures(ctx: RequestContext, page: { current: number; size: number }) {
  const { rows, total } = await failedJobs(ctx.db, scopeOf(ctx), page);
  const records: FailedJob[] = rows.map((row) => ({ ...row, message: row.message ?? '' }));
  return { records, total, current: page.current, size: page.size };
}

/** One more try for a failed job of the caller's scope; another tenant's job, or one not failed, is NOT_FOUND. */
export async function retryJob(ctx: RequestContext, body: RetryJobBody): Promise<{ id: string }> {
  await ctx.transaction(async (tx) => {
    if (!(await lockFailedJob(tx, scopeOf(ctx), body.queue, body.id))) throw new AppError('NOT_FOUND');
    await retryFailedJob(ctx.jobs, tx, body.queue, body.id);
    await recordAudit(tx, ctx, {
      action: 'jobs.job_retried',
      entityType: 'job',
      entityId: body.id,
      before: { queue: body.queue, state: 'failed' },
      after: { state: 'retry' },
    });
  });
  return { id: body.id };
}
