import type { DiskPreviewStatus } from '@yanxiu/contract/disk';
import type { DiskPreviewKindValue } from '@yanxiu/contract/disk-enums';
import { Alert, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export type ResourcePreviewProps = {
  title: string;
  preview: { kind: DiskPreviewKindValue; status: DiskPreviewStatus };
  /** The signed address of what to show; null unless the preview is ready. */
  previewUrl: string | null;
};

/**
 * Shows a resource in the page by its kind: PDF (and an Office file's converted PDF) in the browser's viewer, images,
 * video and audio with the browser's players (which ask for byte ranges), text in a frame; otherwise says why not.
 * The addresses are signed (an <iframe> or <video> cannot send the bearer header).
 */
export function ResourcePreview({ title, preview, previewUrl }: ResourcePreviewProps) {
  const { t } = useTranslation();
  const label = t('disk.detail.previewTitle', { title });
  if (preview.status === 'converting')
    return (
      <Spin spinning>
        <Alert type="info" showIcon title={t('disk.detail.converting')} data-testid="disk-preview-converting" />
      </Spin>
    );
  if (preview.status === 'notEnabled')
    return <Alert type="warning" showIcon title={t('disk.detail.notEnabled')} data-testid="disk-preview-not-enabled" />;
  if (preview.status === 'failed')
    return <Alert type="warning" showIcon title={t('disk.detail.convertFailed')} data-testid="disk-preview-failed" />;
  if (preview.status === 'none' || !previewUrl)
    return <Alert type="info" showIcon title={t('disk.detail.noPreview')} data-testid="disk-preview-none" />;
  switch (preview.kind) {
    case 'pdf':
    case 'office':
      return (
        <iframe
          src={previewUrl}
          title={label}
          data-testid="disk-preview-pdf"
          data-kind={preview.kind}
          style={{ width: '100%', height: '75vh', border: '1px solid #f0f0f0' }}
        />
      );
    case 'image':
      return <Image src={previewUrl} alt={label} data-testid="disk-preview-image" style={{ maxWidth: '100%' }} />;
    case 'video':
      return (
        <video
          src={previewUrl}
          controls
          preload="metadata"
          aria-label={label}
          data-testid="disk-preview-video"
          style={{ width: '100%', maxHeight: '75vh' }}
        />
      );
    case 'audio':
      return (
        <audio src={previewUrl} controls preload="metadata" aria-label={label} data-testid="disk-preview-audio" style={{ width: '100%' }} />
      );
    case 'text':
      // The browser shows text in a frame as it is (the server says its charset), markup never interpreted.
      return (
        <iframe
          src={previewUrl}
          title={label}
          data-testid="disk-preview-text"
          style={{ width: '100%', height: '60vh', border: '1px solid #f0f0f0' }}
        />
      );
    default:
      return <Alert type="info" showIcon title={t('disk.detail.noPreview')} data-testid="disk-preview-none" />;
  }
}
