import '../../i18n/profile.register';
import '../i18n/backbone.register';
import { BackboneLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Col, Form, Input, Radio, Result, Row, Skeleton, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useDecideBackbone } from '../api/decide-backbone';
import { useBackboneDetail } from '../api/get-backbone-detail';
import { ApplicantArea } from '../components/ApplicantArea';
import { ApplicationView } from '../components/ApplicationView';

type Decision = 'approve' | 'reject' | 'return';
type DecisionValues = { decision: Decision; comment?: string };

/** Approve, reject or return at the reviewer's step; a comment is required but to approve. */
function DecisionForm({ applyId }: { applyId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form);
  const decide = useDecideBackbone();
  const handleFinish = ({ decision: chosen, comment }: DecisionValues) => {
    const text = comment?.trim() || undefined;
    const body =
      chosen === 'approve'
        ? { applyId, decision: chosen, ...(text ? { comment: text } : {}) }
        : { applyId, decision: chosen, comment: text ?? '' };
    decide.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        notifier().success(t('backbone.review.decided'));
      },
    });
  };
  return (
    <Card size="small" title={t('backbone.review.decision')}>
      <Form<DecisionValues>
        form={form}
        layout="vertical"
        initialValues={{ decision: 'approve' }}
        onFinish={handleFinish}
        data-testid="backbone-decision-form"
      >
        <Form.Item name="decision">
          <Radio.Group
            options={[
              { value: 'approve', label: t('backbone.review.approve') },
              { value: 'reject', label: t('backbone.review.reject') },
              { value: 'return', label: t('backbone.review.return') },
            ]}
            data-testid="backbone-decision"
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('backbone.review.comment')}
          dependencies={['decision']}
          required={decision !== undefined && decision !== 'approve'}
          rules={[
            ({ getFieldValue }) => ({
              // Read at validation time: the decision chosen just before submitting counts.
              validator: (_, value?: string) =>
                getFieldValue('decision') !== 'approve' && !value?.trim()
                  ? Promise.reject(new Error(t('backbone.review.commentRequired')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={BackboneLimits.reviewComment} showCount data-testid="backbone-comment" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={decide.isPending} data-testid="backbone-decision-submit">
          {t('backbone.review.submitDecision')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * /my/todoList/backbone/:applyId: a backbone application for its reviewer — the application and the decision form,
 * beside the applicant's backbone area read-only. The applicant, staff over them and the reviewers of its steps read it.
 */
export default function BackboneReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const applyId = /^\d{1,15}$/.test(params.applyId ?? '') ? Number(params.applyId) : undefined;
  const detail = useBackboneDetail(applyId);
  const frame = (children: ReactNode) => (
    <PageFrame title={t('routes.backboneReview')} crumbs={[t('nav.mine'), t('routes.todoList')]}>
      {children}
    </PageFrame>
  );
  const back = (
    <Link to="/my/todoList">
      <Button type="primary">{t('backbone.review.backToTodo')}</Button>
    </Link>
  );
  const status = detail.error instanceof RequestError ? detail.error.httpStatus : undefined;

  if (applyId === undefined || status === 404)
    return frame(<Result status="404" title={t('backbone.review.notFound')} extra={back} data-testid="backbone-not-found" />);
  if (status === 403)
    return frame(
      <Result
        status="403"
        title={t('backbone.review.forbidden')}
        subTitle={t('backbone.review.forbiddenText')}
        extra={back}
        data-testid="backbone-forbidden"
      />,
    );
  if (detail.isPending) return frame(<Skeleton active />);
  if (detail.isError) return frame(<RetryAlert onRetry={() => void detail.refetch()} />);

  const application = detail.data;
  return frame(
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={11}>
        <ApplicationView application={application} />
        <div style={{ marginTop: 16 }}>
          {application.mayDecide ? (
            <DecisionForm key={`${application.round}-${application.stepCode}`} applyId={application.applyId} />
          ) : (
            application.status === '4' && <Alert type="info" showIcon title={t('backbone.review.notYours')} />
          )}
        </div>
      </Col>
      <Col xs={24} xl={13}>
        <ApplicantArea userId={application.userId} />
      </Col>
    </Row>,
  );
}
