import '../i18n/notices.register';
import { Button, Divider, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DownloadableFiles } from '@/shared/ui/DownloadableFiles';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { downloadNoticeAttachment } from '../api/download-attachment';
import { useNotice } from '../api/get-notice';
import { NoticeTags } from '../components/NoticeTags';

/** /noticeDetail?id=: one notice (marked read by opening it), its attachments and, when asked, the acknowledgement. */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const notice = useNotice(id);
  const acknowledge = useAcknowledgeNotice();
  const back = (
    <ActionLink to="/noticeList" testId="notice-back">
      {t('notices.detail.back')}
    </ActionLink>
  );

  if (!Number.isSafeInteger(id) || id <= 0 || (notice.isError && notice.error instanceof RequestError && notice.error.httpStatus === 404)) {
    return (
      <PageFrame title={t('routes.noticeDetail')}>
        <Result status="404" title={t('notices.detail.missing')} extra={back} data-testid="notice-missing" />
      </PageFrame>
    );
  }
  if (notice.isError) {
    return (
      <PageFrame title={t('routes.noticeDetail')}>
        <RetryAlert onRetry={() => void notice.refetch()} />
      </PageFrame>
    );
  }
  const data = notice.data;
  return (
    <PageFrame title={data?.title ?? t('routes.noticeDetail')} crumbs={[t('routes.noticeList')]} extra={back}>
      {!data ? (
        <Skeleton active />
      ) : (
        <article data-testid="notice-detail">
          <Space wrap size={4} style={{ marginBottom: 8 }}>
            <NoticeTags notice={data} />
            <Typography.Text type="secondary">
              {t('notices.list.publishedBy', { unit: data.publisherUnitName, time: formatDateTime(data.publishAt) })}
            </Typography.Text>
            {data.expiresAt && (
              <Typography.Text type="secondary">{t('notices.list.expires', { time: formatDateTime(data.expiresAt) })}</Typography.Text>
            )}
          </Space>
          {/* Sanitised by the server when saved: only the editor's formatting tags and safe links remain. */}
          <div className="notice-body" data-testid="notice-body" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
          {data.attachments.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('notices.detail.attachments')}</Divider>
              <DownloadableFiles
                files={data.attachments.map((file) => ({ ...file, missing: false }))}
                download={(fileId) => downloadNoticeAttachment(data.id, fileId)}
                downloadLabel={(file) => t('notices.detail.download', { name: file.name })}
                missingLabel={(file) => file.name}
                nameWidth={240}
                testId="notice-attachments"
              />
            </>
          )}
          {data.requiresAck && (
            <>
              <Divider />
              {data.acknowledgedAt ? (
                <Typography.Text type="success" data-testid="notice-acknowledged">
                  {t('notices.detail.acknowledgedAt', { time: formatDateTime(data.acknowledgedAt) })}
                </Typography.Text>
              ) : (
                <Button
                  type="primary"
                  loading={acknowledge.isPending}
                  onClick={() => acknowledge.mutate(data.id)}
                  data-testid="notice-acknowledge"
                >
                  {t('notices.detail.acknowledge')}
                </Button>
              )}
            </>
          )}
        </article>
      )}
    </PageFrame>
  );
}
