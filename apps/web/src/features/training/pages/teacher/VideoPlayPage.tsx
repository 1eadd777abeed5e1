import '../../i18n/teacher.register';
import { Card, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { LazyCourseDiscussion } from '../../components/discussion/LazyCourseDiscussion';
import { LessonNext } from '../../components/teacher/LearningNext';
import { MediaStates } from '../../components/teacher/MediaStates';
import { useMediaPage } from '../../components/teacher/use-media-page';

const VideoPlayer = lazy(() => import('../../components/teacher/VideoPlayer'));

/** /videoPlay?unitId=&programmeId= or ?openClassId=: a video lesson or an open class in a real player. */
export default function VideoPlayPage() {
  const { t } = useTranslation();
  const media = useMediaPage('video');
  const { target, link, back } = media;
  const backText =
    target.openClassId !== null && target.unitId === null ? t('training.media.toOpenClasses') : t('training.media.backToProgramme');
  const title = media.unit?.title ?? t('routes.videoPlay');
  const loading = <Skeleton.Node active style={{ width: '100%', height: 320 }} />;

  return (
    <PageFrame title={title} crumbs={media.crumbs}>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <MediaStates media={media} backText={backText} loading={loading}>
            {(data) => (
              <Suspense fallback={loading}>
                <VideoPlayer link={data} onRenew={() => void link.refetch()} lessonUnitId={media.lessonUnitId} startAt={target.startAt} />
              </Suspense>
            )}
          </MediaStates>
          {media.programme && media.lessonUnitId !== null && <LessonNext programme={media.programme} unitId={media.lessonUnitId} />}
          {target.source !== null && !link.isError && (
            <Typography.Text>
              <Link to={back}>{backText}</Link>
            </Typography.Text>
          )}
        </Space>
      </Card>
      {target.openClassId !== null && target.unitId === null && !link.isError && (
        <div style={{ marginTop: 16 }}>
          <LazyCourseDiscussion course={{ courseType: 'openClass', courseId: target.openClassId }} />
        </div>
      )}
    </PageFrame>
  );
}
