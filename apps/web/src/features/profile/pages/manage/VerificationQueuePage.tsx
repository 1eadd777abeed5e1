import '../../i18n/profile.register';
import { Level } from '@yanxiu/contract/enums';
import { PROFILE_COMMON_LABELS, type AnyProfileRecord } from '@yanxiu/contract/profile';
import { VerificationState, type VerificationStateValue } from '@yanxiu/contract/profile-enums';
import { Alert, Button, Flex, Modal, Popconfirm, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { useSession } from '@/shared/session/session-store';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { isConflict } from '../../api/keys';
import { useDecideRecords } from '../../api/manage-decide';
import { exportQueue } from '../../api/manage-export';
import { useQueue } from '../../api/manage-queue';
import { EvidenceList } from '../../components/EvidenceList';
import { DecisionDialog, type ReasonedDecision } from '../../components/queue/DecisionDialog';
import { QueueFilterBar } from '../../components/queue/QueueFilterBar';
import { VerificationTag } from '../../components/VerificationTag';
import { fieldEntries } from '../../model/field-text';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { kindLabel } from '../../model/kind-fields';
import { viewPathOf } from '../../model/profile-pages';
import { changeQueueParams, readQueueParams, writeQueueParams, type QueueParams } from '../../model/queue-params';
import { profileAccess } from '../../profile.access';

type Decision = 'verify' | 'reject' | 'reopen';

/** What staff may do with a record in each state: verify or reject the waiting, verify the rejected, reopen the verified. */
const DECISIONS: Record<VerificationStateValue, readonly Decision[]> = {
  unverified: ['verify', 'reject'],
  rejected: ['verify'],
  verified: ['reopen'],
};

const DONE_KEY: Record<Decision, string> = {
  verify: 'profile.queue.verified',
  reject: 'profile.queue.rejected',
  reopen: 'profile.queue.reopened',
};

function ExportButton({ params }: { params: QueueParams }) {
  const { t } = useTranslation();
  return (
    <DownloadButton download={() => exportQueue(params)} fallbackName={t('profile.queue.exportName')} testId="queue-export">
      {t('profile.queue.export')}
    </DownloadButton>
  );
}

function VerificationQueue() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const q = (key: string, options?: Record<string, unknown>) => t(`profile.queue.${key}`, options ?? {});
  const access = useAccess(profileAccess);
  const ownId = useSession((session) => session.loginInfo?.userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readQueueParams(searchParams), [searchParams]);
  const queue = useQueue(params);
  const decide = useDecideRecords();
  const [selected, setSelected] = useState<Key[]>([]);
  const [reasoned, setReasoned] = useState<ReasonedDecision | null>(null);
  const [conflict, setConflict] = useState(false);
  const update = useCallback(
    (change: Partial<QueueParams>) => {
      setSelected([]);
      setSearchParams(writeQueueParams(changeQueueParams(readQueueParams(searchParams), change)));
    },
    [searchParams, setSearchParams],
  );

  const records = queue.data?.records ?? [];
  const decisions = DECISIONS[params.state];
  const isOwn = (record: AnyProfileRecord) => String(record.userId) === ownId;
  const chosen = records.filter((record) => selected.includes(record.id));

  const send = (decision: Decision, targets: AnyProfileRecord[], reason?: string) =>
    decide.mutate(
      { decision, ...(reason ? { reason } : {}), items: targets.map((record) => ({ id: record.id, version: record.version })) },
      {
        onSuccess: (decided) => {
          notifier().success(t(DONE_KEY[decision], { count: decided.items.length }));
          setReasoned(null);
          setSelected([]);
        },
        onError: (error) => {
          setReasoned(null);
          if (isConflict(error)) {
            setSelected([]);
            setConflict(true);
          } else notifier().error(error instanceof RequestError ? error.message : t('errors.generic'));
        },
      },
    );

  const busyOn = (record: AnyProfileRecord, decision: Decision) =>
    decide.isPending && decide.variables?.decision === decision && decide.variables.items.some((item) => item.id === record.id);

  const actionsOf = (record: AnyProfileRecord) => {
    if (isOwn(record)) return <Typography.Text type="secondary">{q('ownRecord')}</Typography.Text>;
    return (
      <Flex gap={4} wrap>
        {decisions.includes('verify') && (
          <Popconfirm
            title={q('verifyConfirm', { title: record.title })}
            okText={q('verify')}
            cancelText={t('profile.common.cancel')}
            onConfirm={() => send('verify', [record])}
          >
            <Button size="small" type="primary" loading={busyOn(record, 'verify')} data-testid={`queue-verify-${record.id}`}>
              {q('verify')}
            </Button>
          </Popconfirm>
        )}
        {decisions.includes('reject') && (
          <Button
            size="small"
            danger
            onClick={() => setReasoned({ decision: 'reject', records: [record] })}
            data-testid={`queue-reject-${record.id}`}
          >
            {q('reject')}
          </Button>
        )}
        {decisions.includes('reopen') && (
          <Button
            size="small"
            onClick={() => setReasoned({ decision: 'reopen', records: [record] })}
            data-testid={`queue-reopen-${record.id}`}
          >
            {q('reopen')}
          </Button>
        )}
      </Flex>
    );
  };

  const batch = chosen.length > 0 && (
    <Alert
      type="info"
      data-testid="queue-batch"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{q('selected', { count: chosen.length })}</span>
          {decisions.includes('verify') && (
            <Popconfirm
              title={q('verifyBatchConfirm', { count: chosen.length })}
              okText={q('verify')}
              okButtonProps={{ 'data-testid': 'queue-batch-verify-confirm' }}
              cancelText={t('profile.common.cancel')}
              onConfirm={() => send('verify', chosen)}
            >
              <Button
                size="small"
                type="primary"
                loading={decide.isPending && decide.variables?.decision === 'verify'}
                data-testid="queue-batch-verify"
              >
                {q('verifySelected')}
              </Button>
            </Popconfirm>
          )}
          {decisions.includes('reject') && (
            <Button
              size="small"
              danger
              onClick={() => setReasoned({ decision: 'reject', records: chosen })}
              data-testid="queue-batch-reject"
            >
              {q('rejectSelected')}
            </Button>
          )}
          {decisions.includes('reopen') && (
            <Button size="small" onClick={() => setReasoned({ decision: 'reopen', records: chosen })} data-testid="queue-batch-reopen">
              {q('reopenSelected')}
            </Button>
          )}
        </Flex>
      }
    />
  );

  const filtered =
    params.kind !== undefined ||
    params.schoolId !== undefined ||
    params.keyword !== undefined ||
    params.year !== undefined ||
    params.level !== undefined;

  return (
    <Flex vertical gap={12} data-testid="profile-queue">
      <Tabs
        activeKey={params.state}
        onChange={(key) => update({ state: key as VerificationStateValue })}
        items={VerificationState.values.map((state) => ({ key: state, label: VerificationState.label(state, locale) }))}
        data-testid="queue-states"
      />
      <Flex justify="space-between" gap={8} wrap>
        <QueueFilterBar
          params={params}
          bySchool={access.canFilterBySchool}
          onChange={update}
          onReset={() => update({ kind: undefined, schoolId: undefined, keyword: undefined, year: undefined, level: undefined })}
        />
        <ExportButton params={params} />
      </Flex>
      {batch}
      <ManagedTable<AnyProfileRecord>
        list={queue}
        testId="queue-table"
        cardsOnPhone
        empty={filtered ? q('emptyFiltered') : q(`empty.${params.state}`)}
        failedTitle={t('profile.common.loadFailed')}
        scroll={{ x: 'max-content' }}
        paging={{
          current: params.current,
          onChange: (page) => update({ current: page }),
          totalText: (count) =>
            queue.data?.totalIsLowerBound ? t('profile.common.atLeast', { count }) : t('profile.common.records', { count }),
        }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys),
          getCheckboxProps: (record) => ({ disabled: isOwn(record), 'aria-label': q('select', { title: record.title }) }) as object,
        }}
        columns={[
          {
            title: q('teacher'),
            key: 'teacher',
            fixed: 'left',
            render: (_, record) => (
              <Flex vertical>
                <Link to={viewPathOf(record.kind, record.userId)} aria-label={`${q('view')} ${record.teacherName}`}>
                  {record.teacherName}
                </Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {record.schoolName}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: q('kind'), dataIndex: 'kind', render: (kind: AnyProfileRecord['kind']) => kindLabel(kind, locale) },
          {
            title: t('profile.queue.details'),
            key: 'details',
            render: (_, record) => (
              <Flex vertical gap={2} style={{ maxWidth: 300, minWidth: 200 }}>
                <Typography.Text strong>{record.title}</Typography.Text>
                <Typography.Paragraph
                  type="secondary"
                  style={{ fontSize: 12, margin: 0 }}
                  ellipsis={{ rows: 3, expandable: 'collapsible' }}
                >
                  {fieldEntries(record, locale, [t('profile.common.yes'), t('profile.common.no')])
                    .map((entry) => t('profile.page.fieldPair', { label: entry.label, value: entry.text }))
                    .join(t('profile.page.fieldSeparator'))}
                </Typography.Paragraph>
                <EvidenceList evidence={record.evidence} />
              </Flex>
            ),
          },
          {
            title: PROFILE_COMMON_LABELS.date[locale],
            dataIndex: 'date',
            render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(date, locale)}</span>,
          },
          {
            title: PROFILE_COMMON_LABELS.level[locale],
            dataIndex: 'level',
            render: (level: string | null) => (level ? Level.label(level as never, locale) : ''),
          },
          // A tab holds one state; decided ones say who decided, when, and why.
          ...(params.state === 'unverified'
            ? []
            : [
                {
                  title: PROFILE_COMMON_LABELS.state[locale],
                  key: 'decision',
                  render: (_: unknown, record: AnyProfileRecord) => (
                    <Flex vertical gap={2} style={{ maxWidth: 200 }}>
                      <VerificationTag state={record.state} />
                      {record.decidedByName && record.decidedAt && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('profile.record.decided', { name: record.decidedByName, at: formatDateTime(record.decidedAt, locale) })}
                        </Typography.Text>
                      )}
                      {record.reason && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('profile.queue.reasonText', { reason: record.reason })}
                        </Typography.Text>
                      )}
                    </Flex>
                  ),
                },
              ]),
          { title: t('profile.common.actions'), key: 'actions', fixed: 'right', render: (_, record) => actionsOf(record) },
        ]}
      />
      {reasoned && (
        <DecisionDialog
          pending={reasoned}
          busy={decide.isPending}
          onSubmit={(reason) => send(reasoned.decision, reasoned.records, reason)}
          onCancel={() => setReasoned(null)}
        />
      )}
      <Modal
        open={conflict}
        title={q('conflictTitle')}
        okText={t('profile.common.confirm')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setConflict(false)}
        onCancel={() => setConflict(false)}
        data-testid="queue-conflict"
      >
        {q('conflictText')}
      </Modal>
    </Flex>
  );
}

/** /manage/profileRecords: the growth-file records of the teachers under the caller to verify, reject or reopen, one or in batches; filters in the URL; the filtered list exports to Excel. */
export default function VerificationQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(profileAccess);
  return (
    <PageFrame title={t('routes.manageProfileRecords')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canVerifyRecords}
        title={t('profile.queue.forbiddenTitle')}
        text={t('profile.queue.forbiddenText')}
        testId="queue-forbidden"
      >
        <VerificationQueue />
      </AccessGate>
    </PageFrame>
  );
}
