import '../i18n/continue.register';
import type { DueItem } from '@yanxiu/contract/learning-continue';
import { Alert, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useContinueLearning } from '../api/get-continue-learning';
import { dueItemPath, timeLeft } from '../model/continue-learning';
import type { ProgrammeHref } from './ContinueLearningCard';

// Plain list: antd's List brings Pagination with it, too heavy for a few links on the home page.
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid #f0f0f0', display: 'flex', flexDirection: 'column', gap: 2 } as const;
const LEFT_KEYS = { days: 'leftDays', hours: 'leftHours', minutes: 'leftMinutes' } as const;

/** One due item: what it is, a link to it, how long is left and the instant (China time). */
function DueRow({ item, programmeHref, now }: { item: DueItem; programmeHref: ProgrammeHref; now: number }) {
  const { t } = useTranslation();
  const left = timeLeft(item.dueAt, now);
  return (
    <li style={ITEM} data-testid="due-item" data-kind={item.kind}>
      <span>
        <Tag>{t(`learning.continue.due.kinds.${item.kind}`)}</Tag>
        <Link to={dueItemPath(item, programmeHref)} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Link>
      </span>
      <Typography.Text type={left.unit === 'days' && left.count >= 3 ? 'secondary' : undefined}>
        {t(`learning.continue.due.${LEFT_KEYS[left.unit]}`, { count: left.count })} ·{' '}
        {t('learning.continue.due.at', { time: formatDateTime(item.dueAt) })}
      </Typography.Text>
    </li>
  );
}

/** /home's "即将截止": what the teacher still has to finish, the soonest first, each with the time left. */
export default function DueSoonCard({ programmeHref }: { programmeHref: ProgrammeHref }) {
  const { t } = useTranslation();
  const query = useContinueLearning();
  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (query.isError) return <Alert type="warning" showIcon title={t('learning.continue.due.failed')} />;
    if (query.data.due.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('learning.continue.due.empty')} />;
    // The time left is counted from when the answer arrived, the same instant for every row.
    const now = query.dataUpdatedAt;
    return (
      <ul style={LIST} data-testid="due-list">
        {query.data.due.map((item) => (
          <DueRow key={`${item.kind}:${item.id}`} item={item} programmeHref={programmeHref} now={now} />
        ))}
      </ul>
    );
  };
  return (
    <Card title={t('learning.continue.due.title')} data-testid="home-due">
      {body()}
    </Card>
  );
}
