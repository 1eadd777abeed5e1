import { Button, Flex, Image } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverUrl } from '../common/cover-url';
import { UploadField } from '@/shared/ui/UploadField';

export type CoverFieldProps = {
  /** The stored cover's file id (antd Form passes it). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
  testId: string;
};

/** A cover image: preview, upload with progress, remove. The preview of a new choice is the local file itself. */
export function CoverField({ value, onChange, onBusyChange, testId }: CoverFieldProps) {
  const { t } = useTranslation();
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const chosen = useRef<File | null>(null);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const preview = localUrl ?? (value ? coverUrl(value) : null);
  return (
    <Flex vertical gap={8}>
      {preview && value && (
        <Image
          src={preview}
          width={200}
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          alt={t('trainingManage.form.cover')}
          data-testid={`${testId}-preview`}
        />
      )}
      <Flex gap={8} wrap>
        <UploadField
          purpose="cover"
          accept="image/png,image/jpeg,image/webp"
          fileName={null}
          chooseLabel={value ? t('trainingManage.common.replaceFile') : t('trainingManage.form.uploadCover')}
          onUploaded={(stored) => {
            if (chosen.current) setLocalUrl(URL.createObjectURL(chosen.current));
            onChange?.(stored.id);
          }}
          onChosen={(file) => {
            chosen.current = file;
          }}
          onBusyChange={onBusyChange}
          testId={testId}
        />
        {value && (
          <Button
            onClick={() => {
              setLocalUrl(null);
              onChange?.(null);
            }}
          >
            {t('trainingManage.common.removeFile')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
