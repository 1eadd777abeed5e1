import '../../i18n/teacher.register';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PresenceCheckDialog, useReadingWatch, WatchStatus } from '@/features/learning/learning.public';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useInvalidateOnLessonCompleted } from '../../api/invalidate-mine';
import { LessonNext } from '../../components/teacher/LearningNext';
import { MediaStates } from '../../components/teacher/MediaStates';
import { useMediaPage } from '../../components/teacher/use-media-page';

/** How the browser can show a file: PDFs in a frame, images as images, anything else only as a download. */
export function previewKind(contentType: string): 'pdf' | 'image' | 'none' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'none';
}

/**
 * /quickLook?unitId=&programmeId=: a document lesson previewed in the browser on its signed address; for an enrolled
 * teacher the seconds it is visibly open are recorded towards the lesson's reading time, with presence checks on long
 * reading (the reading time stands still until one is answered).
 */
export default function QuickLookPage() {
  const { t } = useTranslation();
  const media = useMediaPage('document');
  const onLessonCompleted = useInvalidateOnLessonCompleted();
  const reading = useReadingWatch(media.lessonUnitId, onLessonCompleted);
  const { link, back } = media;
  const title = media.unit?.title ?? link.data?.name ?? t('routes.quickLook');

  return (
    <PageFrame title={title} crumbs={media.crumbs}>
      <Card size="small">
        <MediaStates media={media} backText={t('training.media.backToProgramme')} loading={<Skeleton active />}>
          {(data) => {
            const kind = previewKind(data.contentType);
            return (
              <Space direction="vertical" style={{ width: '100%' }}>
                {reading.view && <WatchStatus view={reading.view} readingLeft={reading.left} />}
                {reading.view && <PresenceCheckDialog presence={reading.presence} kind="document" />}
                {kind === 'pdf' && (
                  <iframe
                    data-testid="document-frame"
                    title={data.name}
                    src={data.url}
                    style={{ width: '100%', height: '75vh', border: 0 }}
                  />
                )}
                {kind === 'image' && <img data-testid="document-image" src={data.url} alt={data.name} style={{ maxWidth: '100%' }} />}
                {kind === 'none' && <Alert type="info" showIcon title={t('training.media.noPreview')} data-testid="document-no-preview" />}
                <Space wrap>
                  <Button icon={<DownloadOutlined />} href={data.url} download={data.name} data-testid="document-download">
                    {t('training.media.download')}
                  </Button>
                  {kind !== 'none' && (
                    <Button icon={<ExportOutlined />} href={data.url} target="_blank" rel="noopener noreferrer">
                      {t('training.media.openInNewTab')}
                    </Button>
                  )}
                  <Link to={back}>{t('training.media.backToProgramme')}</Link>
                </Space>
                {media.programme && media.lessonUnitId !== null && <LessonNext programme={media.programme} unitId={media.lessonUnitId} />}
              </Space>
            );
          }}
        </MediaStates>
      </Card>
    </PageFrame>
  );
}
