import '../../i18n/teacher.register';
import type { MyTrainingItem } from '@yanxiu/contract/training';
import { TrainingKind, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import { Card, Empty, List, Progress, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';
import { useMyTraining } from '../../api/get-my-training';
import { formatDate, formatHours } from '../../components/common/format';
import { EnrolmentTag } from '../../components/teacher/labels';
import { cataloguePath, programmePath } from '../../model/programme-path';

function MyTrainingRow({ item }: { item: MyTrainingItem }) {
  const { t } = useTranslation();
  const { programme, enrolment, progress } = item;
  return (
    <List.Item data-testid={`my-training-${programme.id}`}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap>
          <Link to={programmePath(programme.kind, programme.id, programme.studioId)} style={{ fontWeight: 600 }}>
            {programme.title}
          </Link>
          <Tag>{TrainingKind.label(programme.kind, currentLocale())}</Tag>
          <EnrolmentTag enrolment={enrolment} />
        </Space>
        <Typography.Text type="secondary">
          {programme.organiserName} ·{' '}
          {t('training.card.dates', { start: formatDate(programme.startsOn), end: formatDate(programme.endsOn) })} ·{' '}
          {t('training.card.hours', { count: Number(formatHours(programme.creditHours)) })}
        </Typography.Text>
        {enrolment.status === 'enrolled' && (
          <div style={{ maxWidth: 480 }}>
            <Progress percent={progress.percent} size="small" aria-label={t('training.my.progress')} />
            <Typography.Text type="secondary">
              {t('training.programme.progressText', {
                done: progress.completedUnits,
                count: progress.totalUnits,
                hours: formatHours(progress.completedHours),
              })}
            </Typography.Text>
          </div>
        )}
        {enrolment.status === 'rejected' && enrolment.reason && (
          <Typography.Text type="danger">{t('training.action.rejected', { reason: enrolment.reason })}</Typography.Text>
        )}
      </Space>
    </List.Item>
  );
}

const KINDS = TrainingKind.values;
const isKind = (value: string | null): value is TrainingKindValue => value !== null && (KINDS as readonly string[]).includes(value);

/** /personal/training: the teacher's own training, a tab per kind, each a paged list with progress. */
export default function MyTrainingPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const kindParam = searchParams.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useMyTraining({ current: page, kind });
  const go = (nextKind: string, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextKind !== 'all') next.set('kind', nextKind);
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearchParams(next);
  };

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else
    body = (
      <List<MyTrainingItem>
        data-testid="my-training-list"
        loading={list.isFetching}
        dataSource={list.data?.records}
        locale={{
          emptyText: (
            <Empty description={t('training.my.empty')}>
              <Link to={kind ? cataloguePath(kind) : '/training/common'}>{t('training.my.browse')}</Link>
            </Empty>
          ),
        }}
        renderItem={(item) => <MyTrainingRow item={item} />}
        pagination={
          (list.data?.total ?? 0) > TRAINING_PAGE_SIZE
            ? {
                current: page,
                pageSize: TRAINING_PAGE_SIZE,
                total: list.data?.total ?? 0,
                showSizeChanger: false,
                align: 'center',
                onChange: (next) => go(kind ?? 'all', next),
              }
            : false
        }
      />
    );

  return (
    <PageFrame title={t('routes.personalTraining')} crumbs={[t('nav.personal')]}>
      <Card size="small">
        <Tabs
          activeKey={kind ?? 'all'}
          onChange={(key) => go(key)}
          items={[
            { key: 'all', label: t('training.my.all') },
            ...KINDS.map((value) => ({ key: value, label: TrainingKind.label(value, locale) })),
          ]}
        />
        {body}
      </Card>
    </PageFrame>
  );
}
