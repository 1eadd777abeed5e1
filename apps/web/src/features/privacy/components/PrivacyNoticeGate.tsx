import '../i18n/erasure.register';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { useAcceptPrivacyNotice, usePrivacyNotice } from '../api/privacy-settings';
import { privacyAccess } from '../privacy.access';

/**
 * Asks a teacher to accept the district's privacy notice when it requires a version they have not accepted: on the
 * first page after signing in, or on their next visit after the district raised the version. It cannot be closed
 * without accepting; a version replaced meanwhile is refused by the server and the newer one is shown.
 */
export function PrivacyNoticeGate() {
  const { t } = useTranslation();
  const { canAskErasure: isTeacher } = useAccess(privacyAccess);
  const notice = usePrivacyNotice(isTeacher);
  const accept = useAcceptPrivacyNotice();
  if (!notice.data?.mustAccept) return null;
  const { noticeVersion, noticeText } = notice.data;
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
      {accept.isError && <Alert type="warning" showIcon message={t('privacyErasure.notice.changed')} />}
    </Modal>
  );
}
