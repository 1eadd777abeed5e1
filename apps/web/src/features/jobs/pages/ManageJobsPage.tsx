import '../i18n/jobs.register';
import type { FailedJob, JobQueueCounts } from '@yanxiu/contract/jobs';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { FAILED_PAGE_SIZE, useFailedJobs, useJobQueues, useRetryJob } from '../api/jobs';
import { jobsAccess } from '../jobs.access';

/** A queue's name in the reader's language when the catalogue knows it, else its own dotted name. */
function useQueueName(): (queue: string) => string {
  const { t } = useTranslation();
  return (queue) => t(`jobs.queues.${queue}`, { defaultValue: queue });
}

function QueuesTable() {
  const { t } = useTranslation();
  const queueName = useQueueName();
  const queues = useJobQueues();
  const count = (key: 'queued' | 'active' | 'failed' | 'retried') => ({
    title: t(`jobs.fields.${key}`),
    dataIndex: key,
    width: 90,
    align: 'right' as const,
  });
  return (
    <ManagedTable<JobQueueCounts>
      list={queues}
      rowKey="queue"
      testId="job-queues"
      empty={t('jobs.queuesEmpty')}
      columns={[
        { title: t('jobs.fields.queue'), dataIndex: 'queue', render: (queue: string) => queueName(queue) },
        count('queued'),
        count('active'),
        count('failed'),
        count('retried'),
      ]}
    />
  );
}

function FailuresTable() {
  const { t } = useTranslation();
  const queueName = useQueueName();
  const [current, setCurrent] = useState(1);
  const failures = useFailedJobs(current);
  const retry = useRetryJob();
  const retryOne = (job: FailedJob) =>
    retry.mutate({ queue: job.queue, id: job.id }, { onSuccess: () => notifier().success(t('jobs.retried')) });
  return (
    <ManagedTable<FailedJob>
      list={failures}
      testId="failed-jobs"
      empty={t('jobs.failuresEmpty')}
      paging={{
        current,
        pageSize: FAILED_PAGE_SIZE,
        onChange: setCurrent,
        totalText: (total) => t('jobs.failuresTotal', { count: total }),
      }}
      columns={[
        { title: t('jobs.fields.queue'), dataIndex: 'queue', width: 180, render: (queue: string) => queueName(queue) },
        { title: t('jobs.fields.failedAt'), dataIndex: 'failedAt', width: 170, render: (value: string) => formatDateTime(value) },
        { title: t('jobs.fields.retryCount'), dataIndex: 'retryCount', width: 90, align: 'right' },
        {
          title: t('jobs.fields.message'),
          dataIndex: 'message',
          render: (message: string) =>
            message ? <Typography.Text ellipsis={{ tooltip: message }}>{message}</Typography.Text> : t('jobs.noMessage'),
        },
        {
          title: t('jobs.fields.actions'),
          key: 'actions',
          width: 90,
          fixed: 'right',
          render: (_, job) => (
            <Button
              size="small"
              type="link"
              loading={retry.isPending && retry.variables?.id === job.id}
              aria-label={t('jobs.retryLabel', { queue: queueName(job.queue) })}
              onClick={() => retryOne(job)}
              data-testid={`retry-${job.id}`}
            >
              {t('jobs.retry')}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** /manage/jobs: district and platform staff watch the background queues and retry a failed job. */
export default function ManageJobsPage() {
  const { t } = useTranslation();
  const access = useAccess(jobsAccess);
  return (
    <AccessGate
      accessible={access.canManageJobs}
      title={t('jobs.forbiddenTitle')}
      text={t('jobs.forbiddenText')}
      testId="jobs-forbidden"
      pageTitle={t('routes.manageJobs')}
    >
      <PageFrame title={t('routes.manageJobs')}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('jobs.queuesTitle')}
        </Typography.Title>
        <QueuesTable />
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
          {t('jobs.failuresTitle')}
        </Typography.Title>
        <FailuresTable />
      </PageFrame>
    </AccessGate>
  );
}
