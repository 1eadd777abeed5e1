import '../i18n/erasure.register';
import { ERASURE_STATUSES, type ErasureQueueRow, type ErasureStatus } from '@yanxiu/contract/privacy-erasure';
import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ERASURE_PAGE_SIZE, useErasureQueue } from '../api/erasure';
import { ErasureDecisionDialog, type ErasureDecision } from '../components/ErasureDecisionDialog';
import { ErasureStatusTag } from '../components/ErasureStatusTag';
import { privacyAccess } from '../privacy.access';

/** The district's requests of one status, with approve and refuse on the pending ones. */
function ErasureQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ErasureStatus>('pending');
  const [current, setCurrent] = useState(1);
  const [deciding, setDeciding] = useState<ErasureDecision | null>(null);
  const queue = useErasureQueue(status, current);
  const columns = [
    { title: t('privacyErasure.queue.applicant'), dataIndex: 'userName', key: 'userName' },
    { title: t('privacyErasure.queue.unit'), dataIndex: 'unitName', key: 'unitName' },
    {
      title: t('privacyErasure.request.requestedAt'),
      key: 'requestedAt',
      render: (_: unknown, row: ErasureQueueRow) => formatDateTime(row.requestedAt),
    },
    {
      title: t('privacyErasure.request.reason'),
      key: 'reason',
      render: (_: unknown, row: ErasureQueueRow) => row.reason || t('privacyErasure.request.noReason'),
    },
    ...(status === 'pending'
      ? []
      : [
          { title: t('privacyErasure.queue.decidedBy'), dataIndex: 'decidedByName', key: 'decidedByName' },
          {
            title: t('privacyErasure.request.decidedAt'),
            key: 'decidedAt',
            render: (_: unknown, row: ErasureQueueRow) => formatDateTime(row.decidedAt),
          },
          { title: t('privacyErasure.request.decisionReason'), dataIndex: 'decisionReason', key: 'decisionReason' },
        ]),
    {
      title: t('privacyErasure.queue.actions'),
      key: 'actions',
      render: (_: unknown, row: ErasureQueueRow) =>
        row.status === 'pending' ? (
          <Space wrap>
            <Button size="small" danger onClick={() => setDeciding({ row, decision: 'approve' })} data-testid={`erasure-approve-${row.id}`}>
              {t('privacyErasure.queue.approve')}
            </Button>
            <Button size="small" onClick={() => setDeciding({ row, decision: 'refuse' })} data-testid={`erasure-refuse-${row.id}`}>
              {t('privacyErasure.queue.refuse')}
            </Button>
          </Space>
        ) : (
          <ErasureStatusTag status={row.status} />
        ),
    },
  ];
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as ErasureStatus);
          setCurrent(1);
        }}
        items={ERASURE_STATUSES.map((value) => ({ key: value, label: t(`privacyErasure.status.${value}`) }))}
      />
      <ManagedTable<ErasureQueueRow>
        list={queue}
        columns={columns}
        testId="erasure-queue"
        empty={t('privacyErasure.queue.empty')}
        paging={{
          current,
          onChange: setCurrent,
          pageSize: ERASURE_PAGE_SIZE,
          totalText: (count) => t('privacyErasure.queue.total', { count }),
        }}
      />
      <ErasureDecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

/** /manage/privacy/erasure: the district admin decides teachers' erasure requests. */
export default function ErasureQueuePage() {
  const { t } = useTranslation();
  const { canDecideErasure } = useAccess(privacyAccess);
  return (
    <AccessGate
      accessible={canDecideErasure}
      title={t('privacyErasure.queue.forbiddenTitle')}
      text={t('privacyErasure.queue.forbiddenText')}
      testId="erasure-queue-forbidden"
      pageTitle={t('routes.managePrivacyErasure')}
    >
      <PageFrame title={t('routes.managePrivacyErasure')}>
        <ErasureQueue />
      </PageFrame>
    </AccessGate>
  );
}
