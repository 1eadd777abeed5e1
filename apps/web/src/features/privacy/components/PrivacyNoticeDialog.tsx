import '../i18n/erasure.register';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcceptPrivacyNotice } from '../api/privacy-settings';

/**
 * The district's privacy notice over the page, which cannot be closed without accepting; a version replaced meanwhile
 * is refused by the server and the newer one is shown. Its own chunk: most visits never show it.
 */
export default function PrivacyNoticeDialog({ noticeVersion, noticeText }: { noticeVersion: number; noticeText: string }) {
  const { t } = useTranslation();
  const accept = useAcceptPrivacyNotice();
  return (
    <Modal
      open
      title={t('privacyErasure.notice.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={accept.isPending} onClick={() => accept.mutate(noticeVersion)} data-testid="privacy-notice-accept">
          {t('privacyErasure.notice.accept')}
        </Button>
      }
      data-testid="privacy-notice"
    >
      <Typography.Paragraph>{t('privacyErasure.notice.intro', { version: noticeVersion })}</Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '50vh', overflowY: 'auto' }} data-testid="privacy-notice-text">
        {noticeText}
      </Typography.Paragraph>
      {accept.isError && <Alert type="warning" showIcon title={t('privacyErasure.notice.changed')} />}
    </Modal>
  );
}
