import '../../i18n/learning.register';
import type { Declaration, DeclarationStatus } from '@yanxiu/contract/learning-hours';
import { Button, Flex, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useHourCategories } from '../../api/get-categories';
import { DECLARATION_PAGE_SIZE } from '../../api/get-my-declarations';
import { invalidateHours } from '../../api/keys';
import { declarationQueueQuery, useDeclarationQueue } from '../../api/manage-declaration-queue';
import { DeclarationDecisionDialog, type DeclarationDeciding } from '../../components/DeclarationDecisionDialog';
import { EvidenceLinks } from '../../components/EvidenceLinks';
import { STATUS_COLORS } from '../../components/labels';
import { staffRefusal } from '../../components/staff-refusal';
import { categoryLabel, formatHours } from '../../model/hours';
import { changeParams, readQueueParams, writeQueueParams, type QueueParams } from '../../model/url-filters';
import { learningAccess } from '../../learning.access';

const STATUSES: readonly DeclarationStatus[] = ['pending', 'approved', 'rejected', 'withdrawn'];

function DeclarationQueue() {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.queue.${key}`, options ?? {});
  const locale = currentLocale();
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readQueueParams(searchParams), [searchParams]);
  const queue = useDeclarationQueue(params);
  const categories = useHourCategories();
  const [deciding, setDeciding] = useState<DeclarationDeciding | null>(null);
  const [conflict, setConflict] = useState(false);
  const update = (change: Partial<QueueParams>) => setSearchParams(writeQueueParams(changeParams(params, change)));

  // After a decision the dialog moves on to the next declaration waiting in this list (the list read afresh), or
  // closes saying none is left.
  const next = async (decided: Declaration) => {
    await invalidateHours(client);
    const page = await client.fetchQuery(declarationQueueQuery(params)).catch(() => null);
    const following = page?.records.find((row) => row.canDecide && row.id !== decided.id);
    if (following) {
      setDeciding({ declaration: following, initial: 'approve' });
      return;
    }
    setDeciding(null);
    if (page) notifier().success(t('reviewPieces.next.allDone'));
  };

  return (
    <Flex vertical gap={12} data-testid="declaration-queue">
      <Tabs
        activeKey={params.status}
        onChange={(key) => update({ status: key as DeclarationStatus })}
        items={STATUSES.map((status) => ({ key: status, label: t(`learningHours.statuses.${status}`) }))}
        data-testid="queue-status"
      />
      <ManagedTable<Declaration>
        list={queue}
        rowKey="id"
        size="middle"
        testId="queue-table"
        failedTitle={t('learningHours.common.loadFailed')}
        empty={q(params.status === 'pending' ? 'empty' : 'emptyOther')}
        paging={{
          current: params.current,
          pageSize: DECLARATION_PAGE_SIZE,
          onChange: (page) => update({ current: page }),
          totalText: (count) => t('learningHours.common.total', { count }),
        }}
        columns={[
          {
            title: q('teacher'),
            dataIndex: 'teacherName',
            fixed: 'left',
            render: (name: string, row) => <Link to={`/studyTime?userId=${row.userId}&year=${row.activityOn.slice(0, 4)}`}>{name}</Link>,
          },
          { title: q('school'), dataIndex: 'schoolName', render: (name: string | null) => name ?? '' },
          {
            title: q('name'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{title}</Typography.Text>
                {row.organiser && <Typography.Text type="secondary">{row.organiser}</Typography.Text>}
                {row.comment && (
                  <Typography.Text type="secondary">{t('learningHours.mine.comment', { comment: row.comment })}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('learningHours.common.category'),
            dataIndex: 'category',
            render: (code: string) => categoryLabel(categories.data?.categories ?? [], code, locale),
          },
          { title: t('learningHours.declare.hours'), dataIndex: 'hours', align: 'right', render: (hours: number) => formatHours(hours) },
          { title: q('activityOn'), dataIndex: 'activityOn', render: (day: string) => formatDay(day) },
          {
            title: q('evidence'),
            dataIndex: 'evidence',
            render: (evidence: Declaration['evidence']) => <EvidenceLinks evidence={evidence} />,
          },
          { title: q('submittedAt'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          {
            title: t('learningHours.mine.status'),
            dataIndex: 'status',
            render: (status: DeclarationStatus) => <Tag color={STATUS_COLORS[status]}>{t(`learningHours.statuses.${status}`)}</Tag>,
          },
          {
            title: t('learningHours.common.actions'),
            key: 'actions',
            render: (_: unknown, row) =>
              row.canDecide ? (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setDeciding({ declaration: row, initial: 'approve' })}
                    data-testid={`queue-approve-${row.id}`}
                  >
                    {q('approve')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => setDeciding({ declaration: row, initial: 'reject' })}
                    data-testid={`queue-reject-${row.id}`}
                  >
                    {q('reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <DeclarationDecisionDialog
        deciding={deciding}
        categories={categories.data?.categories ?? []}
        onDecided={(decided) => void next(decided)}
        onConflict={() => {
          setDeciding(null);
          setConflict(true);
        }}
        onClose={() => setDeciding(null)}
      />
      <Modal
        open={conflict}
        title={q('conflictTitle')}
        okText={t('learningHours.common.reload')}
        cancelText={t('learningHours.common.cancel')}
        onOk={() => {
          setConflict(false);
          void invalidateHours(client);
        }}
        onCancel={() => setConflict(false)}
        data-testid="queue-conflict"
      >
        {q('conflictText')}
      </Modal>
    </Flex>
  );
}

/** /manage/declarations: declared hours awaiting the caller's review, with their evidence; filters in the URL. */
export default function DeclarationQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(learningAccess);
  return (
    <PageFrame title={t('routes.manageDeclarations')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canManageHours} {...staffRefusal(t)}>
        <DeclarationQueue />
      </AccessGate>
    </PageFrame>
  );
}
