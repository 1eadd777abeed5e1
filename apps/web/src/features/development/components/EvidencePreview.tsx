import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvidenceBlob } from '../api/download-evidence';

/** An evidence file as the detail lists it. */
export type EvidenceFileInfo = { id: string; name: string; contentType: string; size: number };

/** How the browser can show a file: PDFs in a frame, images as images, anything else only as a download. */
export function previewKind(contentType: string): 'pdf' | 'image' | 'none' {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'none';
}

/**
 * Previews an evidence file in a dialog. The download needs the bearer token, so the bytes are fetched as a Blob
 * and shown through an object URL (revoked when the dialog closes).
 */
export function EvidencePreview({ file, onClose }: { file: EvidenceFileInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const blob = useEvidenceBlob(file?.id ?? null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob.data]);

  const kind = file ? previewKind(file.contentType) : 'none';
  let body = <Spin />;
  if (blob.isError) body = <Alert type="error" showIcon title={t('development.files.previewFailed')} />;
  else if (url && kind === 'pdf')
    body = <iframe data-testid="evidence-frame" title={file?.name} src={url} style={{ width: '100%', height: '70vh', border: 0 }} />;
  else if (url && kind === 'image') body = <img data-testid="evidence-image" src={url} alt={file?.name} style={{ maxWidth: '100%' }} />;
  else if (url) body = <Alert type="info" showIcon title={t('development.files.noPreview')} />;

  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      width={900}
      title={file ? t('development.files.previewTitle', { name: file.name }) : ''}
      footer={
        url && file ? (
          <Button href={url} download={file.name}>
            {t('development.files.download')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      <div data-testid="evidence-preview">{body}</div>
    </Modal>
  );
}
