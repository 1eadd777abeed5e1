import '../../i18n/register-teacher';
import { TrainingKind } from '@yanxiu/contract/training-enums';
import { Alert, Empty, Flex, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { useMyTraining } from '../../api/get-my-training';
import { programmePath } from '../../model/programme-path';
import { EnrolmentTag } from './labels';

// Plain list: antd's List brings Pagination and with it Select, too heavy for a few links.
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;

/**
 * The caller's latest training with enrolment and progress, for pages outside training (the personal area's
 * continuing education); /personal/training has the whole list. Offered through training.public.
 */
export default function MyTrainingPanel() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mine = useMyTraining({ current: 1 });
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (mine.isError) return <Alert type="warning" showIcon title={t('training.home.failed')} />;
  if (mine.data.records.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.home.noInProgress')}>
        <Link to="/training/common">{t('training.my.browse')}</Link>
      </Empty>
    );
  return (
    <ul style={LIST} data-testid="my-training-panel">
      {mine.data.records.map(({ programme, enrolment, progress }) => (
        <li key={programme.id} style={ITEM}>
          <Flex gap={6} wrap align="center">
            <Link to={programmePath(programme.kind, programme.id)}>{programme.title}</Link>
            <Tag>{TrainingKind.label(programme.kind, locale)}</Tag>
            <EnrolmentTag enrolment={enrolment} />
          </Flex>
          {enrolment.status === 'enrolled' && (
            <Progress percent={progress.percent} size="small" aria-label={`${programme.title} ${t('training.programme.progress')}`} />
          )}
        </li>
      ))}
    </ul>
  );
}
