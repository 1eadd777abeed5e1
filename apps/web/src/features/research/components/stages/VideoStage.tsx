import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResearchFileUrl } from '../../api/download-file';

/** A lesson recording, played in place once its bytes have loaded (the file comes through the request layer). */
export function VideoStage({ fileId, title, activityId }: { fileId: string; title: string; activityId: number }) {
  const { t } = useTranslation();
  const video = useResearchFileUrl(fileId, { activityId });
  if (video.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('research.stage.videoFailed')}
        data-testid="stage-video-failed"
        action={
          <Button size="small" onClick={() => void video.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (video.isPending) return <Spin />;
  return (
    <video
      src={video.data}
      controls
      preload="metadata"
      aria-label={title}
      data-testid="stage-video-player"
      style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 6 }}
    />
  );
}
