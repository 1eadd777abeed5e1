import { Alert, Flex, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCheckInCode } from '../api/get-check-in-code';
import { checkInUrl } from '../model/check-in-link';

/**
 * The organiser's rotating check-in code: a QR code of the check-in page's address with the code of the current
 * 30-second window, replaced when the window ends. A photo of it stops working a window later (the server accepts
 * the current and the previous window only). The code is printed under it for a phone that cannot scan.
 */
export function CheckInQrCode({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const code = useCheckInCode(activityId, true);
  if (code.isError) return <Alert type="error" showIcon title={t('research.checkIn.codeFailed')} />;
  if (code.isPending) return <Spin />;
  const url = checkInUrl(window.location.origin, activityId, code.data.code);
  return (
    <Flex vertical align="center" gap={8} data-testid="check-in-qr">
      <QRCode value={url} size={240} aria-label={t('research.checkIn.qrLabel')} />
      <Typography.Text type="secondary">{t('research.checkIn.rotates', { count: code.data.windowSeconds })}</Typography.Text>
      <Typography.Text copyable={{ text: url }} data-testid="check-in-code" data-url={url} code>
        {code.data.code}
      </Typography.Text>
    </Flex>
  );
}
