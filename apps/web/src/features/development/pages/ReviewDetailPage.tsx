import '../i18n/development.register';
import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { usePageState } from '@/shared/page-state/page-state';
import type { ReviewDecisionValues } from '@/shared/review/ReviewDecisionForm';
import { ReviewDetailFrame, reviewedIdOf, reviewHeaderOf, reviewLoadOf, type ReviewFrameContent } from '@/shared/review/ReviewDetailFrame';
import { useGoToNextReview } from '@/shared/review/next-review';
import { nextReviewSourceOf } from '@/shared/review/review-domain';
import { notifier } from '@/shared/request/notifier';
import { useRoles } from '@/shared/session/access';
import { useAuditApply } from '../api/audit-apply';
import { useFinishProcess } from '../api/finish-process';
import { useApplyDetail } from '../api/get-apply-detail';
import { useSuggestUpdateApply } from '../api/suggest-update-apply';
import { ApplicationStatement } from '../components/ApplicationStatus';
import { ConditionList } from '../components/ConditionList';
import { developmentChoices, developmentReview } from '../components/development-review';
import { EvidenceFiles } from '../components/EvidenceFiles';
import { formatTime, STATUS_COLORS, statusLabel } from '../components/labels';
import { reviewerActions } from '../model/apply-state';

/** Sends a decision: returning is its own call; approving (and finishing, when offered) or rejecting is the audit. */
function useSendDecision(applyId: number, finish: boolean) {
  const audit = useAuditApply();
  const suggest = useSuggestUpdateApply();
  return ({ decision, comment }: ReviewDecisionValues) => {
    if (decision === 'return') return suggest.mutateAsync({ applyId, comment: comment ?? '' });
    if (decision === 'reject') return audit.mutateAsync({ applyId, decision, comment: comment ?? '' });
    return audit.mutateAsync({ applyId, decision, ...(comment ? { comment } : {}), ...(finish ? { finish: true } : {}) });
  };
}

/** Finishing an application approved without it (the experts decided last, say): confirmed, then on to the next. */
function FinishAction({ detail }: { detail: ApplyDetail }) {
  const { t } = useTranslation();
  const finish = useFinishProcess();
  const goToNext = useGoToNextReview(nextReviewSourceOf(developmentReview));
  const phase = currentLocale() === 'en-US' ? detail.phaseNameEn : detail.phaseName;
  return (
    <Popconfirm
      title={t('development.review.finishConfirm', { phase })}
      onConfirm={() =>
        finish.mutate(
          { applyId: detail.applyId },
          {
            onSuccess: () => {
              notifier().success(t('development.review.finished'));
              void goToNext();
            },
          },
        )
      }
    >
      <Button type="primary" loading={finish.isPending} data-testid="finish-process">
        {t('development.review.finish')}
      </Button>
    </Popconfirm>
  );
}

/** The decision the reviewer may take on `detail`, or the finishing, or nothing (a read-only page decides nothing). */
function useDecision(detail: ApplyDetail | undefined, readOnly: boolean): Pick<ReviewFrameContent, 'decision' | 'aside'> {
  const { t } = useTranslation();
  const roles = useRoles();
  const actions = readOnly || !detail ? { canDecide: false, canApproveAndFinish: false, canFinish: false } : reviewerActions(detail, roles);
  const send = useSendDecision(detail?.applyId ?? 0, actions.canApproveAndFinish);
  if (!detail) return { decision: null };
  return {
    decision: actions.canDecide
      ? {
          choices: developmentChoices(t, detail, actions.canApproveAndFinish),
          onDecide: send,
          doneText: ({ decision }) =>
            decision === 'approve' && actions.canApproveAndFinish ? t('development.review.finished') : t('development.review.decided'),
        }
      : null,
    aside: actions.canFinish ? <FinishAction detail={detail} /> : undefined,
  };
}

/** The application's subject as its reviewer reads it: the post and phases, the statement, the conditions and evidence. */
function ReviewedApplication({ detail }: { detail: ApplyDetail }) {
  const { t } = useTranslation();
  return (
    <Card>
      <ApplicationStatement detail={detail} />
      <Typography.Title level={5}>{t('development.conditions.title')}</Typography.Title>
      <ConditionList conditions={detail.conditions} />
      <Typography.Title level={5}>{t('development.stage.evidence')}</Typography.Title>
      <EvidenceFiles detail={detail} />
    </Card>
  );
}

/** The review of a loaded application: header, history and what the reviewer may do. */
function useReview(detail: ApplyDetail | undefined, readOnly: boolean): ReviewFrameContent | undefined {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const decision = useDecision(detail, readOnly);
  if (!detail) return undefined;
  return {
    header: {
      ...reviewHeaderOf(detail),
      status: (
        <Tag color={STATUS_COLORS[detail.status]} data-testid="apply-status" data-status={detail.status}>
          {statusLabel(detail.status)}
        </Tag>
      ),
      facts: [
        { key: 'postType', label: t('development.apply.postType'), value: en ? detail.postTypeNameEn : detail.postTypeName },
        { key: 'fromPhase', label: t('development.apply.fromPhase'), value: detail.fromPhaseName },
        { key: 'phase', label: t('development.apply.phase'), value: en ? detail.phaseNameEn : detail.phaseName },
        { key: 'submittedAt', label: t('development.apply.submittedAt'), value: formatTime(detail.submittedAt) },
        ...(detail.finishedAt
          ? [{ key: 'finishedAt', label: t('development.apply.finishedAt'), value: formatTime(detail.finishedAt) }]
          : []),
      ],
    },
    history: detail.history,
    ...decision,
  };
}

/** /my/todoList/development/:applyId: an application for its reviewer — detail, evidence, decision and history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const { readOnly } = usePageState();
  const applyId = reviewedIdOf(useParams().applyId);
  const detail = useApplyDetail(applyId);
  const review = useReview(detail.data, readOnly);
  return (
    <ReviewDetailFrame
      title={t('routes.developmentReview')}
      crumbs={[t('nav.mine'), t('routes.todoList')]}
      backLabel={t('development.review.backToQueue')}
      domain={developmentReview}
      load={reviewLoadOf(detail, applyId)}
      notFound={t('development.apply.notFound')}
      review={review}
      testIds={{ failure: 'apply-not-found', header: 'application-status', history: 'audit-trail' }}
    >
      {detail.data && <ReviewedApplication detail={detail.data} />}
    </ReviewDetailFrame>
  );
}
