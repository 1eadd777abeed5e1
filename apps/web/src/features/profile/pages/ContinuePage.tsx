import '../i18n/profile.register';
import { Card, Flex, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoursSummaryPanel } from '@/features/learning/learning.public';
import { PageFrame } from '@/shared/ui/PageFrame';
import { MyTrainingList } from '../components/MyTrainingList';
import { useViewer } from '../components/use-viewer';

/**
 * /personal/continue: continuing education, which is the year's learning hours against the requirement and the
 * latest training, from the learning and training features. Its own chunk, the hours panel loaded on demand: the
 * other profile pages need neither.
 */
export default function ContinuePage() {
  const { t } = useTranslation();
  const { userId } = useViewer(false);
  return (
    <PageFrame title={t('routes.personalContinue')} crumbs={[t('nav.personal')]}>
      <Flex vertical gap={16} data-testid="profile-continue">
        {/* The panel is a card of its own, titled with the year. */}
        <Flex vertical gap={4}>
          <Suspense fallback={<Skeleton active />}>
            <HoursSummaryPanel userId={userId} />
          </Suspense>
          <Link to={userId ? `/studyTime?userId=${userId}` : '/studyTime'} style={{ alignSelf: 'flex-end' }}>
            {t('profile.continue.hoursLink')}
          </Link>
        </Flex>
        {/* The training list is the caller's own; staff looking at a teacher see their hours only. */}
        {userId === undefined && (
          <Card
            size="small"
            title={t('profile.continue.training')}
            extra={<Link to="/personal/training">{t('profile.continue.trainingLink')}</Link>}
          >
            <MyTrainingList />
          </Card>
        )}
      </Flex>
    </PageFrame>
  );
}
