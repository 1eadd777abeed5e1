import { Button, Empty, List, Modal, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useCredentialKeys, useRotateCredentialKey } from '../api/credential-keys';

/**
 * District staff: the keys the tenant's credentials are signed with, and rotating them. A retired key stays
 * published, so the dialog says rotation never invalidates what was already downloaded.
 */
export function CredentialKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const keys = useCredentialKeys(open);
  const rotate = useRotateCredentialKey();
  const rotateNow = () => rotate.mutate(undefined, { onSuccess: () => notifier().success(t('certificates.credentialKeys.rotated')) });

  let body;
  if (keys.isLoading) body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else if (keys.isError) body = <RetryAlert onRetry={() => void keys.refetch()} />;
  else if (!keys.data || keys.data.length === 0)
    body = <Empty description={t('certificates.credentialKeys.empty')} data-testid="credential-keys-empty" />;
  else
    body = (
      <List
        size="small"
        dataSource={keys.data}
        data-testid="credential-keys"
        renderItem={(key) => (
          <List.Item>
            <Space wrap>
              <Typography.Text code>{key.kid}</Typography.Text>
              {key.retiredAt ? (
                <Tag>{t('certificates.credentialKeys.retired', { date: formatDateTime(key.retiredAt) })}</Tag>
              ) : (
                <Tag color="success">{t('certificates.credentialKeys.active')}</Tag>
              )}
              <Typography.Text type="secondary">
                {t('certificates.credentialKeys.created', { date: formatDateTime(key.createdAt) })}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    );

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('certificates.credentialKeys.title')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('certificates.credentialKeys.intro')}</Typography.Paragraph>
      {body}
      <Popconfirm
        title={t('certificates.credentialKeys.confirm')}
        okText={t('certificates.credentialKeys.rotate')}
        cancelText={t('certificates.credentialKeys.cancel')}
        onConfirm={rotateNow}
      >
        <Button type="primary" loading={rotate.isPending} style={{ marginTop: 16 }} data-testid="credential-keys-rotate">
          {t('certificates.credentialKeys.rotate')}
        </Button>
      </Popconfirm>
    </Modal>
  );
}
