import { Alert, Flex, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCheckInCode } from '../api/get-check-in-code';
import { checkInUrl } from '../model/check-in-link';

/**
 * The organiser's rotating check-in code of the current 30-second window, replaced when the window ends: its digits,
 * large, to type on the activity page (read off the room's screen or an online meeting's shared screen), and, in the
 * room, a QR code of the check-in page's address for phones to scan. A photo or a note of either stops working a
 * window later (the server accepts the current and the previous window only).
 */
export function CheckInQrCode({ activityId, withQr }: { activityId: number; withQr: boolean }) {
  const { t } = useTranslation();
  const code = useCheckInCode(activityId, true);
  if (code.isError) return <Alert type="error" showIcon title={t('research.checkIn.codeFailed')} />;
  if (code.isPending) return <Spin />;
  const url = checkInUrl(window.location.origin, activityId, code.data.code);
  return (
    <Flex vertical align="center" gap={8} data-testid="check-in-qr">
      {withQr && <QRCode value={url} size={240} aria-label={t('research.checkIn.qrLabel')} />}
      <Typography.Text type="secondary">{t('research.checkIn.typedCode')}</Typography.Text>
      <Typography.Text
        strong
        style={{ fontSize: 40, letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' }}
        data-testid="check-in-code"
        data-url={url}
        data-typed={code.data.typedCode}
      >
        {code.data.typedCode}
      </Typography.Text>
      <Typography.Text type="secondary">{t('research.checkIn.rotates', { count: code.data.windowSeconds })}</Typography.Text>
      <Typography.Text type="secondary" copyable={{ text: url, tooltips: [t('research.checkIn.copyLink')] }}>
        {t('research.checkIn.copyLink')}
      </Typography.Text>
    </Flex>
  );
}
