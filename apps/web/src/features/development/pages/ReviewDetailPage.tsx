import '../i18n/development.register';
import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { DevelopmentLimits } from '@yanxiu/contract/limits';
import { Button, Card, Col, Form, Input, Popconfirm, Radio, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { usePageState } from '@/shared/page-state/page-state';
import { notifier } from '@/shared/request/notifier';
import { useRoles } from '@/shared/session/access';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useAuditApply } from '../api/audit-apply';
import { useFinishProcess } from '../api/finish-process';
import { useApplyDetail } from '../api/get-apply-detail';
import { getReviewQueue } from '../api/review-queue';
import { useSuggestUpdateApply } from '../api/suggest-update-apply';
import { ApplicationStatus } from '../components/ApplicationStatus';
import { AuditTrail } from '../components/AuditTrail';
import { ConditionList } from '../components/ConditionList';
import { EvidenceFiles } from '../components/EvidenceFiles';
import { nextToReview, reviewerActions } from '../model/apply-state';

/** What an address naming no application (not a number) counts as. */
const NO_APPLICATION = new RequestError('', 404, null);

type Decision = 'approve' | 'approveFinish' | 'reject' | 'return';
type DecisionValues = { decision: Decision; comment?: string };

/**
 * After a decision: on to the next application waiting for this reviewer, or back to the queue when none is left
 * (saying so), so a reviewer works through the queue without going back to it each time.
 */
function useGoToNext(applyId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (done: string) => {
    notifier().success(done);
    const pending = await getReviewQueue({ state: 'pending', current: 1 }, 2).catch(() => null);
    const next = pending ? nextToReview(pending.records, applyId) : null;
    if (next !== null) void navigate(`/my/todoList/development/${next}`);
    else {
      if (pending) notifier().success(t('development.review.queueDone'));
      void navigate('/my/todoList');
    }
  };
}

/**
 * The decision form: approve, reject with a reason, or return for changes with a comment. District staff deciding the
 * review's last step approve and finish in one action, confirmed first (the teacher moves to the new phase at once).
 */
function DecisionForm({ detail, canApproveAndFinish }: { detail: ApplyDetail; canApproveAndFinish: boolean }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form);
  const audit = useAuditApply();
  const suggest = useSuggestUpdateApply();
  const goToNext = useGoToNext(detail.applyId);
  const applyId = detail.applyId;
  const approval: Decision = canApproveAndFinish ? 'approveFinish' : 'approve';
  const handleFinish = ({ decision: chosen, comment }: DecisionValues) => {
    const text = comment?.trim() || undefined;
    const done = () => void goToNext(chosen === 'approveFinish' ? t('development.review.finished') : t('development.review.decided'));
    if (chosen === 'return') suggest.mutate({ applyId, comment: text ?? '' }, { onSuccess: done });
    else if (chosen === 'reject') audit.mutate({ applyId, decision: 'reject', comment: text ?? '' }, { onSuccess: done });
    else
      audit.mutate(
        { applyId, decision: 'approve', ...(text ? { comment: text } : {}), ...(chosen === 'approveFinish' ? { finish: true } : {}) },
        { onSuccess: done },
      );
  };
  const busy = audit.isPending || suggest.isPending;
  const submit = (
    <Button type="primary" htmlType={decision === 'approveFinish' ? 'button' : 'submit'} loading={busy} data-testid="decision-submit">
      {decision === 'approveFinish' ? t('development.review.approveFinish') : t('development.review.submitDecision')}
    </Button>
  );
  return (
    <Form<DecisionValues>
      form={form}
      layout="vertical"
      initialValues={{ decision: approval }}
      onFinish={handleFinish}
      data-testid="decision-form"
    >
      <Form.Item name="decision" label={t('development.review.decision')}>
        <Radio.Group
          options={[
            { value: approval, label: canApproveAndFinish ? t('development.review.approveFinish') : t('development.review.approve') },
            { value: 'reject', label: t('development.review.reject') },
            { value: 'return', label: t('development.review.return') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t('development.review.comment')}
        dependencies={['decision']}
        rules={[
          { required: decision === 'reject' || decision === 'return', whitespace: true, message: t('development.review.commentRequired') },
        ]}
      >
        <Input.TextArea rows={3} maxLength={DevelopmentLimits.reviewComment} showCount />
      </Form.Item>
      {decision === 'approveFinish' ? (
        <Popconfirm
          title={t('development.review.approveFinishConfirm', { name: detail.userName, phase: en ? detail.phaseNameEn : detail.phaseName })}
          onConfirm={() => form.submit()}
        >
          {submit}
        </Popconfirm>
      ) : (
        submit
      )}
    </Form>
  );
}

/** /my/todoList/development/:applyId: an application for its reviewer — detail, evidence, decision and history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const { readOnly } = usePageState();
  const params = useParams();
  const applyId = /^\d{1,15}$/.test(params.applyId ?? '') ? Number(params.applyId) : undefined;
  const roles = useRoles();
  const detail = useApplyDetail(applyId);
  const finish = useFinishProcess();
  const goToNext = useGoToNext(applyId ?? 0);

  const backToQueue = (
    <Link to="/my/todoList">
      <Button>{t('development.review.backToQueue')}</Button>
    </Link>
  );
  const frame = (children: ReactNode) => (
    <PageFrame title={t('routes.developmentReview')} crumbs={[t('nav.mine'), t('routes.todoList')]} extra={backToQueue}>
      {children}
    </PageFrame>
  );

  if (applyId === undefined || detail.isError)
    return frame(
      <LoadFailure
        error={detail.error ?? NO_APPLICATION}
        notFound={t('development.apply.notFound')}
        onRetry={() => void detail.refetch()}
        back={backToQueue}
        testId="apply-not-found"
      />,
    );
  if (detail.isPending) return frame(<Skeleton active />);

  const { data } = detail;
  const actions = readOnly ? { canDecide: false, canApproveAndFinish: false, canFinish: false } : reviewerActions(data, roles);
  return frame(
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card>
          <ApplicationStatus detail={data} showApplicant />
          <Typography.Title level={5}>{t('development.conditions.title')}</Typography.Title>
          <ConditionList conditions={data.conditions} />
          <Typography.Title level={5}>{t('development.stage.evidence')}</Typography.Title>
          <EvidenceFiles detail={data} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('development.review.decision')}>
          {actions.canDecide ? (
            <DecisionForm
              key={`${data.applyId}-${data.stepCode}-${data.round}`}
              detail={data}
              canApproveAndFinish={actions.canApproveAndFinish}
            />
          ) : actions.canFinish ? (
            <Space orientation="vertical">
              <Popconfirm
                title={t('development.review.finishConfirm', { phase: en ? data.phaseNameEn : data.phaseName })}
                onConfirm={() =>
                  finish.mutate({ applyId: data.applyId }, { onSuccess: () => void goToNext(t('development.review.finished')) })
                }
              >
                <Button type="primary" loading={finish.isPending} data-testid="finish-process">
                  {t('development.review.finish')}
                </Button>
              </Popconfirm>
            </Space>
          ) : (
            <Typography.Text type="secondary" data-testid="nothing-to-do">
              {t('development.review.nothingToDo')}
            </Typography.Text>
          )}
        </Card>
        <Card title={t('development.trail.title')} style={{ marginTop: 16 }}>
          <AuditTrail history={data.history} />
        </Card>
      </Col>
    </Row>,
  );
}
