import '../../i18n/register-teacher';
import { Card, Result, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useMediaLink } from '../../api/get-media-link';
import { useProgramme } from '../../api/get-programme';
import { MediaRefusal } from '../../components/teacher/MediaRefusal';
import { backPath, readMediaTarget } from '../../components/teacher/media-context';

const VideoPlayer = lazy(() => import('../../components/teacher/VideoPlayer'));

/** /videoPlay?unitId=&programmeId= or ?openClassId=: a video lesson or an open class in a real player. */
export default function VideoPlayPage() {
  const { t } = useTranslation();
  const target = readMediaTarget(useLocation().search);
  const link = useMediaLink(target.source);
  const programme = useProgramme(target.programmeId);
  const unit = programme.data?.units.find((entry) => entry.id === target.unitId);
  const back = backPath(target, programme.data);
  const backText = target.openClassId !== null && target.unitId === null ? t('training.media.toOpenClasses') : t('training.media.backToProgramme');
  const title = unit?.title ?? t('routes.videoPlay');

  let body;
  if (target.source === null) body = <Result status="info" title={t('training.media.missing')} extra={<Link to="/personal/training">{t('training.my.browse')}</Link>} />;
  else if (link.isError) body = <MediaRefusal reason={link.error.message} backTo={back} backText={backText} />;
  else if (link.isPending) body = <Skeleton.Node active style={{ width: '100%', height: 320 }} />;
  else
    body = (
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
        <VideoPlayer link={link.data} onRenew={() => void link.refetch()} />
      </Suspense>
    );

  return (
    <PageFrame title={title} crumbs={programme.data ? [t('nav.training'), programme.data.title] : [t('nav.training')]}>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          {body}
          {target.source !== null && !link.isError && (
            <Typography.Text>
              <Link to={back}>{backText}</Link>
            </Typography.Text>
          )}
        </Space>
      </Card>
    </PageFrame>
  );
}
