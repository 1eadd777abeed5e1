import type { JobsMessages } from './jobs.zh-CN';

/** English texts of the staff jobs page, key for key the same as jobs.zh-CN.ts (typed against it). */
export const jobsEnUS: JobsMessages = {
  forbiddenTitle: 'Background jobs are not available to you',
  forbiddenText: 'Only district and platform administrators see background jobs.',
  queuesTitle: 'Queues',
  failuresTitle: 'Failed jobs',
  fields: {
    queue: 'Queue',
    queued: 'Queued',
    active: 'Running',
    failed: 'Failed',
    retried: 'Retried',
    failedAt: 'Failed at',
    retryCount: 'Retries',
    message: 'Error',
    actions: 'Actions',
  },
  queuesEmpty: 'No queues yet',
  failuresEmpty: 'No failed jobs',
  failuresTotal_one: '{{count}} failed job',
  failuresTotal_other: '{{count}} failed jobs',
  noMessage: '(no error message)',
  retry: 'Retry',
  retryLabel: 'Retry the {{queue}} job',
  retried: 'Queued again; it will run shortly',
  queues: {
    'training.expireOrders': 'Expire overdue orders',
    'development.sweepUnusedEvidence': 'Remove unused evidence',
    'auth.sweepSignInRecords': 'Remove old sign-in records',
    'rateLimit.sweepEndedWindows': 'Remove ended rate-limit counts',
  },
};
