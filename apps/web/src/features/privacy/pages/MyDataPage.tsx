import '../i18n/exports.register';
import type { MyExport } from '@yanxiu/contract/privacy-exports';
import { Alert, Button, Descriptions, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { saveBlob } from '@/shared/request/file-transfer';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { downloadExport, useMyExports, useRequestExport } from '../api/exports';
import { ExportStatusTag } from '../components/ExportStatusTag';
import { privacyAccess } from '../privacy.access';

const MB = 1024 * 1024;

/** One of the teacher's copies: when asked and finished, until when it downloads, and the download while ready. */
function ExportItem({ item }: { item: MyExport }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadExport(item.id);
      saveBlob(blob, fileName ?? `personal-data-${item.id}.zip`);
    } catch {
      notifier().error(t('privacyExports.mine.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const size = item.size === null ? null : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(item.size / MB);
  return (
    <List.Item
      data-testid={`export-${item.id}`}
      actions={
        item.status === 'ready'
          ? [
              <Button
                key="download"
                type="primary"
                loading={downloading}
                onClick={() => void download()}
                data-testid={`export-download-${item.id}`}
              >
                {t('privacyExports.mine.download')}
              </Button>,
            ]
          : []
      }
    >
      <Descriptions size="small" column={1} title={<ExportStatusTag status={item.status} />}>
        <Descriptions.Item label={t('privacyExports.mine.requestedAt')}>{formatDateTime(item.requestedAt)}</Descriptions.Item>
        {item.finishedAt && (
          <Descriptions.Item label={t('privacyExports.mine.finishedAt')}>{formatDateTime(item.finishedAt)}</Descriptions.Item>
        )}
        {item.status === 'ready' && item.expiresAt && (
          <Descriptions.Item label={t('privacyExports.mine.expiresAt')}>{formatDateTime(item.expiresAt)}</Descriptions.Item>
        )}
        {size !== null && (
          <Descriptions.Item label={t('privacyExports.mine.size')}>{t('privacyExports.mine.sizeMb', { size })}</Descriptions.Item>
        )}
      </Descriptions>
    </List.Item>
  );
}

/** The request button (while none is on its way) and the teacher's copies. */
function MyDataBody() {
  const { t } = useTranslation();
  const mine = useMyExports();
  const ask = useRequestExport();
  const [failure, setFailure] = useState<string | null>(null);
  if (mine.isError) return <RetryAlert onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton active />;
  const onItsWay = mine.data.some((item) => item.status === 'queued' || item.status === 'preparing');
  const request = async () => {
    setFailure(null);
    try {
      await ask.mutateAsync();
      notifier().success(t('privacyExports.mine.requested'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Typography.Paragraph>{t('privacyExports.mine.intro')}</Typography.Paragraph>
      {onItsWay ? (
        <Alert type="info" showIcon message={t('privacyExports.mine.onItsWay')} data-testid="export-on-its-way" />
      ) : (
        <Button type="primary" loading={ask.isPending} onClick={() => void request()} data-testid="export-request">
          {t('privacyExports.mine.request')}
        </Button>
      )}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 16 }} data-testid="export-failure" />}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('privacyExports.mine.historyTitle')}
      </Typography.Title>
      {mine.data.length === 0 ? (
        <Empty description={t('privacyExports.mine.empty')} data-testid="export-empty" />
      ) : (
        <List dataSource={mine.data} rowKey="id" renderItem={(item) => <ExportItem item={item} />} data-testid="export-history" />
      )}
    </>
  );
}

/** /my/data (我的数据): a teacher asks for a copy of everything held about them and downloads it while it is ready. */
export default function MyDataPage() {
  const { t } = useTranslation();
  const { canAskExport } = useAccess(privacyAccess);
  return (
    <AccessGate
      accessible={canAskExport}
      title={t('privacyExports.mine.forbiddenTitle')}
      text={t('privacyExports.mine.forbiddenText')}
      testId="my-data-forbidden"
      pageTitle={t('routes.myData')}
    >
      <PageFrame title={t('routes.myData')}>
        <MyDataBody />
      </PageFrame>
    </AccessGate>
  );
}
