import type { FastifyBaseLogger } from 'fastify';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { queueWorker } from '@server/platform/module';
import { attemptDeadlineQueue, type AttemptDeadlineJob } from '../assessment.queues';
import { findExam } from '@server/modules/assessment/exams/exams.repository';
import { closeIfExpired } from './attempt-close';
import { findAttempt } from './attempts.repository';

// The server submits an attempt at its deadline with what was saved. The job is queued when the attempt starts, to run
// at the deadline; reads and writes of the attempt close it too, so this only matters for a teacher who walked away.

/** Submits the attempt if it is still open and its deadline has passed; a job that ran early is queued again for then. */
export async function submitAtDeadline(deps: AppDeps, data: AttemptDeadlineJob, log: FastifyBaseLogger): Promise<void> {
  const requeueAt = await runInTransaction(deps.db, async (tx) => {
    const now = new Date();
    const attempt = await findAttempt(tx, data.tenantId, data.attemptId, true);
    if (!attempt || attempt.status !== 'open') return null;
    if (attempt.deadlineAt.getTime() > now.getTime()) return attempt.deadlineAt;
    const exam = await findExam(tx, data.tenantId, attempt.examId);
    if (exam && (await closeIfExpired(eventScopeFromDeps(deps, tx, data.tenantId), exam, attempt, now)))
      log.info({ attemptId: attempt.id }, 'assessment: attempt submitted at its deadline');
    return null;
  });
  if (requeueAt) await deps.jobs.send(attemptDeadlineQueue, data, { startAfter: requeueAt });
}

/** The worker of the deadline queue. */
export const attemptDeadlineWorker = queueWorker(attemptDeadlineQueue, submitAtDeadline);
