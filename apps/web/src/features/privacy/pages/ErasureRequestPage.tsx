import '../i18n/erasure.register';
import { ERASURE_REASON_MAX, type MyErasureRequest } from '@yanxiu/contract/privacy-erasure';
import { Alert, Button, Checkbox, Descriptions, Empty, Form, Input, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useMyErasureRequests, useRequestErasure } from '../api/erasure';
import { ErasureStatusTag } from '../components/ErasureStatusTag';
import { privacyAccess } from '../privacy.access';

/** One request of the teacher's, with the district's decision once there is one. */
function RequestItem({ request }: { request: MyErasureRequest }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`erasure-request-${request.id}`}>
      <Descriptions size="small" column={1} title={<ErasureStatusTag status={request.status} />}>
        <Descriptions.Item label={t('privacyErasure.request.requestedAt')}>{formatDateTime(request.requestedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('privacyErasure.request.reason')}>
          {request.reason || t('privacyErasure.request.noReason')}
        </Descriptions.Item>
        {request.decidedAt && (
          <Descriptions.Item label={t('privacyErasure.request.decidedAt')}>{formatDateTime(request.decidedAt)}</Descriptions.Item>
        )}
        {request.decisionReason && (
          <Descriptions.Item label={t('privacyErasure.request.decisionReason')}>
            <span data-testid={`erasure-decision-${request.id}`}>{request.decisionReason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </List.Item>
  );
}

/** The request form: a reason if they want, and the confirmation that nothing can be recovered. */
function RequestForm() {
  const { t } = useTranslation();
  const ask = useRequestErasure();
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason?: string }) => {
    setFailure(null);
    try {
      await ask.mutateAsync({ reason: reason ?? '', confirm: true });
      notifier().success(t('privacyErasure.request.submitted'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Form layout="vertical" onFinish={(values: { reason?: string }) => void submit(values)} style={{ maxWidth: 640 }}>
      <Form.Item name="reason" label={t('privacyErasure.request.reasonLabel')}>
        <Input.TextArea
          rows={3}
          maxLength={ERASURE_REASON_MAX}
          showCount
          placeholder={t('privacyErasure.request.reasonPlaceholder')}
          data-testid="erasure-reason"
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} data-testid="erasure-confirm">
          {t('privacyErasure.request.confirmLabel')}
        </Checkbox>
      </Form.Item>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="erasure-failure" />}
      <Button type="primary" danger htmlType="submit" disabled={!confirmed} loading={ask.isPending} data-testid="erasure-submit">
        {t('privacyErasure.request.submit')}
      </Button>
    </Form>
  );
}

/** The teacher's request and its history; the form only while no request of theirs is open. */
function ErasureRequestBody() {
  const { t } = useTranslation();
  const mine = useMyErasureRequests();
  if (mine.isError) return <RetryAlert onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton active />;
  const open = mine.data.find((request) => request.status === 'pending' || request.status === 'approved');
  return (
    <>
      <Typography.Paragraph>{t('privacyErasure.request.intro')}</Typography.Paragraph>
      {open?.status === 'approved' && <Alert type="warning" showIcon message={t('privacyErasure.request.approvedNotice')} />}
      {open?.status === 'pending' && <Alert type="info" showIcon message={t('privacyErasure.request.openRequest')} />}
      {!open && <RequestForm />}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('privacyErasure.request.historyTitle')}
      </Typography.Title>
      {mine.data.length === 0 ? (
        <Empty description={t('privacyErasure.request.empty')} data-testid="erasure-empty" />
      ) : (
        <List
          dataSource={mine.data}
          rowKey="id"
          renderItem={(request) => <RequestItem request={request} />}
          data-testid="erasure-history"
        />
      )}
    </>
  );
}

/** /my/privacy/erasure: a teacher asks for their personal data to be erased and sees the district's decision. */
export default function ErasureRequestPage() {
  const { t } = useTranslation();
  const { canAskErasure } = useAccess(privacyAccess);
  return (
    <AccessGate
      accessible={canAskErasure}
      title={t('privacyErasure.request.forbiddenTitle')}
      text={t('privacyErasure.request.forbiddenText')}
      testId="erasure-request-forbidden"
      pageTitle={t('routes.myPrivacyErasure')}
    >
      <PageFrame title={t('routes.myPrivacyErasure')}>
        <ErasureRequestBody />
      </PageFrame>
    </AccessGate>
  );
}
