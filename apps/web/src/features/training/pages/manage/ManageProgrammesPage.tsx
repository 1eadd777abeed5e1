import '../../i18n/manage.register';
import { PlusOutlined } from '@ant-design/icons';
import type { ProgrammeSummary } from '@yanxiu/contract/training';
import { ProgrammeStatus, TrainingKind, type ProgrammeStatusValue, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import { Alert, Button, Empty, Flex, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useManagedProgrammes } from '../../api/manage-programmes';
import { formatDate, formatDateTime, formatYuan } from '../../components/common/format';
import { creatableKinds } from '../../components/manage/creatable-kinds';
import { KeywordSearch } from '../../components/manage/KeywordSearch';
import { PROGRAMME_STATUS_COLORS } from '../../components/manage/labels';
import { PendingBanner } from '../../components/manage/PendingBanner';
import { staffListProps, staffRefusal } from '../../components/manage/staff-list';
import { trainingAccess } from '../../training.access';

/** /manage/training: the programmes the caller manages, paged and filtered, with their status and seats. */
function ManageProgrammes() {
  const { t } = useTranslation();
  const l = (key: string, options?: Record<string, unknown>) => t(`trainingManage.list.${key}`, options ?? {});
  const locale = currentLocale();
  const access = useAccess(trainingAccess);
  const district = access.canManageTenantTraining;
  const kinds = creatableKinds(access);
  const [current, setCurrent] = useState(1);
  const [kind, setKind] = useState<TrainingKindValue | undefined>();
  const [status, setStatus] = useState<ProgrammeStatusValue | undefined>();
  const [keyword, setKeyword] = useState('');
  const list = useManagedProgrammes({ current, kind, status, keyword });

  return (
    <>
      <PendingBanner />
      {!district && <Alert type="info" showIcon title={l('schoolOnly')} style={{ marginBottom: 12 }} />}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {district && (
          <Select<TrainingKindValue | 'all'>
            value={kind ?? 'all'}
            style={{ width: 180 }}
            aria-label={l('kind')}
            options={[{ value: 'all', label: t('trainingManage.common.all') }, ...TrainingKind.options(locale)]}
            onChange={(value) => {
              setKind(value === 'all' ? undefined : value);
              setCurrent(1);
            }}
            data-testid="manage-programmes-kind"
          />
        )}
        <Select<ProgrammeStatusValue | 'all'>
          value={status ?? 'all'}
          style={{ width: 160 }}
          aria-label={l('status')}
          options={[{ value: 'all', label: t('trainingManage.common.all') }, ...ProgrammeStatus.options(locale)]}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setCurrent(1);
          }}
          data-testid="manage-programmes-status"
        />
        <KeywordSearch
          placeholder={l('keywordPlaceholder')}
          width={240}
          onSearch={(value) => {
            setKeyword(value);
            setCurrent(1);
          }}
          testId="manage-programmes-keyword"
        />
      </Flex>
      <ManagedTable<ProgrammeSummary>
        list={list}
        testId="manage-programmes"
        {...staffListProps(t, current, setCurrent)}
        empty={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={l('empty')}>
            {kinds.length > 0 && (
              <Link to="/manage/training/new">
                <Button type="primary">{l('create')}</Button>
              </Link>
            )}
          </Empty>
        }
        columns={[
          {
            title: l('name'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={`/manage/training/${row.id}`} data-testid={`manage-programme-${row.id}`}>
                {title}
              </Link>
            ),
          },
          { title: l('kind'), dataIndex: 'kind', render: (value: TrainingKindValue) => TrainingKind.label(value, locale) },
          {
            title: l('status'),
            dataIndex: 'status',
            render: (value: ProgrammeStatusValue) => (
              <Tag color={PROGRAMME_STATUS_COLORS[value]}>{ProgrammeStatus.label(value, locale)}</Tag>
            ),
          },
          { title: l('organiser'), dataIndex: 'organiserName' },
          {
            title: l('enrolWindow'),
            key: 'enrol',
            render: (_, row) => t('common.range', { start: formatDateTime(row.enrolStart), end: formatDateTime(row.enrolEnd) }),
          },
          {
            title: l('period'),
            key: 'period',
            render: (_, row) => t('common.range', { start: formatDate(row.startsOn), end: formatDate(row.endsOn) }),
          },
          {
            title: l('seats'),
            key: 'seats',
            render: (_, row) =>
              row.capacity === null
                ? l('seatsUnlimited', { taken: row.seatsTaken })
                : l('seatsOf', { taken: row.seatsTaken, capacity: row.capacity }),
          },
          {
            title: l('price'),
            dataIndex: 'priceCents',
            render: (cents: number) => (cents > 0 ? formatYuan(cents) : t('trainingManage.common.free')),
          },
          {
            title: t('trainingManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink to={`/manage/training/${row.id}`} testId={`programme-edit-${row.id}`}>
                {t('trainingManage.common.edit')}
              </ActionLink>
            ),
          },
        ]}
      />
    </>
  );
}

export default function ManageProgrammesPage() {
  const { t } = useTranslation();
  const access = useAccess(trainingAccess);
  const canCreate = creatableKinds(access).length > 0;
  return (
    <PageFrame
      title={t('routes.manageTraining')}
      crumbs={[t('nav.manage')]}
      extra={
        canCreate && (
          <Link to="/manage/training/new">
            <Button type="primary" icon={<PlusOutlined />} data-testid="manage-programme-create">
              {t('trainingManage.list.create')}
            </Button>
          </Link>
        )
      }
    >
      <AccessGate accessible={access.canManageTraining} {...staffRefusal(t)}>
        <ManageProgrammes />
      </AccessGate>
    </PageFrame>
  );
}
