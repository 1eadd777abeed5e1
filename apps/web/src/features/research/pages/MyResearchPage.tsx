import '../i18n/research.register';
import { Empty, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useMyResearch } from '../api/get-my-research';
import { ActivityGrid } from '../components/ActivityCard';
import { factsText } from '../components/labels';

/** /research/myResearch: activities I joined, with what I still have to do, and those I organise (drafts too). */
export default function MyResearchPage() {
  const { t } = useTranslation();
  const mine = useMyResearch();
  let body;
  if (mine.isError) body = <RetryAlert onRetry={() => void mine.refetch()} />;
  else if (mine.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else {
    const progressOf = new Map(mine.data.joined.map((entry) => [entry.activity.id, entry.progress]));
    body = (
      <Tabs
        items={[
          {
            key: 'joined',
            label: t('research.mine.joined', { count: mine.data.joined.length }),
            children:
              mine.data.joined.length === 0 ? (
                <Empty description={t('research.mine.joinedEmpty')} data-testid="joined-empty" />
              ) : (
                <ActivityGrid
                  activities={mine.data.joined.map((entry) => entry.activity)}
                  footerOf={(activity) => {
                    const progress = progressOf.get(activity.id);
                    if (!progress) return null;
                    if (progress.completedAt) return <Tag color="success">{t('research.mine.completed')}</Tag>;
                    return (
                      <Typography.Text type="warning" data-testid="still-to-do">
                        {t('research.mine.toDo', { facts: factsText(progress.remaining) })}
                      </Typography.Text>
                    );
                  }}
                />
              ),
          },
          {
            key: 'organised',
            label: t('research.mine.organised', { count: mine.data.organised.length }),
            children:
              mine.data.organised.length === 0 ? (
                <Empty description={t('research.mine.organisedEmpty')} />
              ) : (
                <ActivityGrid
                  activities={mine.data.organised}
                  footerOf={(activity) =>
                    activity.state === 'closed' ? null : (
                      <ActionLink to={`/research/createActivity?id=${activity.id}`} testId="edit-organised">
                        {t('research.activity.edit')}
                      </ActionLink>
                    )
                  }
                />
              ),
          },
        ]}
      />
    );
  }
  return (
    <PageFrame
      title={t('routes.researchMine')}
      extra={
        <ActionLink to="/research/createActivity" type="primary" testId="create-activity">
          {t('routes.researchCreate')}
        </ActionLink>
      }
    >
      {body}
    </PageFrame>
  );
}
