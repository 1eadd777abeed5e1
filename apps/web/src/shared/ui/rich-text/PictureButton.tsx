import type { FilePurpose } from '@yanxiu/contract/files';
import { storedFileAddress } from '@yanxiu/contract/stored-file-address';
import type { Editor } from '@tiptap/react';
import { Button, Form, Input, Modal, Progress } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadStoredFile } from '@/shared/files/upload-stored-file';

/** The picture types the server takes for a question picture; the chooser offers only these. */
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

type Upload = { name: string; percent: number; fileId: string | null; controller: AbortController };

/**
 * The toolbar's picture button: choose a picture, watch it upload, type what it shows (its alt text, required) and
 * insert it where the cursor was. Cancelling stops the upload; a refused upload says why (the request layer's toast).
 */
export function PictureButton({ editor, purpose }: { editor: Editor; purpose: FilePurpose }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [alt, setAlt] = useState('');
  const altId = useId();

  const start = (file: File) => {
    const controller = new AbortController();
    setAlt('');
    setUpload({ name: file.name, percent: 0, fileId: null, controller });
    uploadStoredFile(purpose, file, {
      signal: controller.signal,
      onProgress: (percent) => setUpload((current) => (current?.controller === controller ? { ...current, percent } : current)),
    }).then(
      (stored) => setUpload((current) => (current?.controller === controller ? { ...current, percent: 100, fileId: stored.id } : current)),
      () => setUpload((current) => (current?.controller === controller ? null : current)),
    );
  };
  const cancel = () => {
    upload?.controller.abort();
    setUpload(null);
  };
  const insert = () => {
    if (!upload?.fileId || alt.trim() === '') return;
    editor
      .chain()
      .focus()
      .setImage({ src: storedFileAddress(upload.fileId), alt: alt.trim() })
      .run();
    setUpload(null);
  };

  return (
    <>
      <Button size="small" type="text" onClick={() => input.current?.click()}>
        {t('richText.picture')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_TYPES}
        hidden
        aria-label={t('richText.pictureChoose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
      />
      <Modal
        open={upload !== null}
        title={t('richText.pictureTitle')}
        okText={t('richText.pictureInsert')}
        okButtonProps={{ disabled: !upload?.fileId || alt.trim() === '' }}
        onOk={insert}
        onCancel={cancel}
        destroyOnHidden
      >
        <Progress percent={upload?.percent ?? 0} aria-label={t('richText.pictureProgress', { name: upload?.name ?? '' })} />
        <Form layout="vertical" onFinish={insert}>
          <Form.Item label={t('richText.pictureAlt')} htmlFor={altId} extra={t('richText.pictureAltHelp')} required>
            <Input id={altId} value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
