import { Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/shared/ui/UploadField';

/** A logo choice as the save calls take it: a new upload, the current logo, or the default icon. */
export type LogoValue = { fileId: string } | { keep: true } | null;
type LogoFieldProps = { current: string | null; value?: LogoValue; onChange?: (value: LogoValue) => void };

/** The login logo: shows the current one, uploads a new one (purpose `logo`) or goes back to the default icon. */
export function LogoField({ current, value = { keep: true }, onChange }: LogoFieldProps) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const shown = value !== null && 'keep' in value ? current : null;
  return (
    <Space direction="vertical">
      {shown ? (
        <Image src={shown} width={48} height={48} alt={t('administration.branding.preview')} preview={false} data-testid="logo-preview" />
      ) : (
        <Typography.Text type="secondary">{value === null ? t('administration.tenants.logoDefault') : uploaded}</Typography.Text>
      )}
      <Space wrap>
        <UploadField
          purpose="logo"
          accept="image/png,image/jpeg,image/webp"
          fileName={uploaded}
          chooseLabel={t('administration.tenants.logoChoose')}
          testId="logo-upload"
          onUploaded={(stored) => {
            setUploaded(stored.name);
            onChange?.({ fileId: stored.id });
          }}
        />
        {value !== null && (
          <Button onClick={() => onChange?.(null)} data-testid="logo-default">
            {t('administration.tenants.logoUseDefault')}
          </Button>
        )}
        {(value === null || 'fileId' in value) && current && (
          <Button onClick={() => onChange?.({ keep: true })}>{t('administration.tenants.logoKeep')}</Button>
        )}
      </Space>
    </Space>
  );
}
