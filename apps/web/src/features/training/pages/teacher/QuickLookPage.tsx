import '../../i18n/register-teacher';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useMediaLink } from '../../api/get-media-link';
import { useProgramme } from '../../api/get-programme';
import { MediaRefusal } from '../../components/teacher/MediaRefusal';
import { backPath, readMediaTarget } from '../../components/teacher/media-context';

/** How the browser can show a file: PDFs in a frame, images as images, anything else only as a download. */
export function previewKind(contentType: string): 'pdf' | 'image' | 'none' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'none';
}

/** /quickLook?unitId=&programmeId=: a document lesson previewed in the browser on its signed address. */
export default function QuickLookPage() {
  const { t } = useTranslation();
  const target = readMediaTarget(useLocation().search);
  const link = useMediaLink(target.source);
  const programme = useProgramme(target.programmeId);
  const unit = programme.data?.units.find((entry) => entry.id === target.unitId);
  const back = backPath(target, programme.data);
  const title = unit?.title ?? link.data?.name ?? t('routes.quickLook');

  let body;
  if (target.source === null) body = <Result status="info" title={t('training.media.missing')} extra={<Link to="/personal/training">{t('training.my.browse')}</Link>} />;
  else if (link.isError) body = <MediaRefusal reason={link.error.message} backTo={back} backText={t('training.media.backToProgramme')} />;
  else if (link.isPending) body = <Skeleton active />;
  else {
    const kind = previewKind(link.data.contentType);
    const actions = (
      <Space wrap>
        <Button icon={<DownloadOutlined />} href={link.data.url} download={link.data.name} data-testid="document-download">
          {t('training.media.download')}
        </Button>
        {kind !== 'none' && (
          <Button icon={<ExportOutlined />} href={link.data.url} target="_blank" rel="noopener noreferrer">
            {t('training.media.openInNewTab')}
          </Button>
        )}
        <Link to={back}>{t('training.media.backToProgramme')}</Link>
      </Space>
    );
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {kind === 'pdf' && <iframe data-testid="document-frame" title={link.data.name} src={link.data.url} style={{ width: '100%', height: '75vh', border: 0 }} />}
        {kind === 'image' && <img data-testid="document-image" src={link.data.url} alt={link.data.name} style={{ maxWidth: '100%' }} />}
        {kind === 'none' && <Alert type="info" showIcon title={t('training.media.noPreview')} data-testid="document-no-preview" />}
        {actions}
      </Space>
    );
  }

  return (
    <PageFrame title={title} crumbs={programme.data ? [t('nav.training'), programme.data.title] : [t('nav.training')]}>
      <Card size="small">{body}</Card>
    </PageFrame>
  );
}
