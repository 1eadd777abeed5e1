import { EnrolmentStatus, TrainingKind, type EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import { Alert, Empty, Flex, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programmePath, useMyTraining } from '@/features/training/training.public';
import { currentLocale } from '@/shared/i18n/i18n';

const ENROLMENT_COLORS: Record<EnrolmentStatusValue, string> = {
  pending: 'processing',
  enrolled: 'success',
  rejected: 'error',
  cancelled: 'default',
};
/** Plain list: a few links need neither antd's List nor its pagination. */
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;

/** The teacher's latest training (training's data through training.public), with enrolment and progress. */
export function MyTrainingList() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mine = useMyTraining({ current: 1 });
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (mine.isError) return <Alert type="warning" showIcon title={t('profile.common.loadFailed')} />;
  if (mine.data.records.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.continue.noTraining')}>
        <Link to="/training/common">{t('profile.continue.browse')}</Link>
      </Empty>
    );
  return (
    <ul style={LIST} data-testid="my-training-list">
      {mine.data.records.map(({ programme, enrolment, progress }) => (
        <li key={programme.id} style={ITEM}>
          <Flex gap={6} wrap align="center">
            <Link to={programmePath(programme.kind, programme.id, programme.studioId)}>{programme.title}</Link>
            <Tag>{TrainingKind.label(programme.kind, locale)}</Tag>
            <Tag color={ENROLMENT_COLORS[enrolment.status]}>{EnrolmentStatus.label(enrolment.status, locale)}</Tag>
          </Flex>
          {enrolment.status === 'enrolled' && (
            <Progress percent={progress.percent} size="small" aria-label={t('profile.continue.progress', { title: programme.title })} />
          )}
        </li>
      ))}
    </ul>
  );
}
