import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoredFileUrl } from '../../api/download-file';

/** A lesson recording, played in place once its bytes have loaded (the file comes through the request layer). */
export function VideoStage({ fileId, title }: { fileId: string; title: string }) {
  const { t } = useTranslation();
  const video = useStoredFileUrl(fileId);
  if (video.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('research.stage.videoFailed')}
        action={
          <Button size="small" onClick={() => void video.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (video.isPending) return <Spin />;
  return <video src={video.data} controls preload="metadata" aria-label={title} data-testid="stage-video" style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 6 }} />;
}
