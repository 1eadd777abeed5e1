import { Card, Col, Descriptions, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { reviewListOf, useGoToNextReview } from './next-review';
import { REVIEW_CHOICES, ReviewDecisionForm, type ReviewDecisionFormProps, type ReviewDecisionValues } from './ReviewDecisionForm';
import { nextReviewSourceOf, type ReviewDomain } from './review-domain';
import { ReviewTimeline } from './ReviewTimeline';
import type { ReviewTimelineEntry, ReviewWording } from './review-wording';
import './review-texts';

/** The header every decision page starts with; `facts` are the domain's own (post and phase, project and group). */
export type ReviewHeader = {
  applicantName: string;
  orgName: string;
  stepCode: string | null;
  round: number;
  /** The domain's status tag. */
  status: ReactNode;
  facts?: ReadonlyArray<{ key: string; label: string; value: ReactNode }>;
};

/** The header's common fields of a subject read in the contract's vocabulary (applicant, school, step, round). */
export function reviewHeaderOf(subject: {
  userName: string;
  orgName: string;
  stepCode: string | null;
  round: number;
}): Pick<ReviewHeader, 'applicantName' | 'orgName' | 'stepCode' | 'round'> {
  return { applicantName: subject.userName, orgName: subject.orgName, stepCode: subject.stepCode, round: subject.round };
}

/**
 * The decision the caller may take now: the form's choices (approve, return or reject unless the domain words them
 * otherwise) and rules, and the words said once the server took it. The form starts afresh when the review moves to
 * another step or round.
 */
export type ReviewFrameDecision = Pick<ReviewDecisionFormProps, 'onDecide' | 'onRefused' | 'extraFields'> &
  Partial<Pick<ReviewDecisionFormProps, 'choices'>> & {
    /** The toast once decided ("审核意见已提交"). */
    doneText: (values: ReviewDecisionValues) => string;
    /** Shown above the form (the school's quota, a refusal the domain explains). */
    before?: ReactNode;
  };

/** The loaded review: what the frame shows around the domain's subject. */
export type ReviewFrameContent = {
  header: ReviewHeader;
  history: readonly ReviewTimelineEntry[];
  /** Null when the caller may not decide now; `aside` (another action) or a sentence saying so shows instead. */
  decision: ReviewFrameDecision | null;
  aside?: ReactNode;
};

/** The read of the subject: loading, or failed (404 and 403 said in place, anything else with a retry). */
export type ReviewFrameLoad = { pending: boolean; error: unknown; retry: () => void };

/** What an address naming no subject (not a number) counts as, and what a caller who does not review meets. */
const NO_SUBJECT = new RequestError('', 404, null);
const NOT_A_REVIEWER = new RequestError('', 403, null);

/** The id a decision page's address names (its route's parameter), or undefined when it names none. */
export function reviewedIdOf(param: string | undefined): number | undefined {
  return /^\d{1,15}$/.test(param ?? '') ? Number(param) : undefined;
}

/**
 * The read of a decision page's subject as the frame shows it: a caller who may not review is refused and an address
 * naming no subject is not found, before anything is read.
 */
export function reviewLoadOf(
  read: { isPending: boolean; error: unknown; refetch: () => unknown },
  id: number | undefined,
  mayReview = true,
): ReviewFrameLoad {
  return {
    pending: read.isPending,
    error: !mayReview ? NOT_A_REVIEWER : id === undefined ? NO_SUBJECT : read.error,
    retry: () => void read.refetch(),
  };
}

export type ReviewDetailFrameProps<Item extends object, Query> = {
  title: string;
  crumbs: string[];
  /** The back link's words ("返回审核列表"); it leads to the list the page was opened from, else the domain's. */
  backLabel: string;
  /** The domain: its list (the next item after a decision) and its words. */
  domain: ReviewDomain<Item, Query>;
  load: ReviewFrameLoad;
  notFound: string;
  /** Undefined until read. */
  review: ReviewFrameContent | undefined;
  /** The domain's subject: what is decided on. */
  children?: ReactNode;
  testIds?: { back?: string; failure?: string; header?: string; history?: string; decision?: string };
};

/** The header: applicant, school, step, round, status, then the domain's facts. */
function HeaderFacts({ header, wording, testId }: { header: ReviewHeader; wording: ReviewWording; testId: string }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      data-testid={testId}
      items={[
        { key: 'applicant', label: t('reviewPieces.frame.applicant'), children: header.applicantName },
        { key: 'school', label: t('reviewPieces.frame.school'), children: header.orgName },
        {
          key: 'step',
          label: t('reviewPieces.frame.step'),
          children: header.stepCode ? wording.step(header.stepCode) : t('reviewPieces.frame.noStep'),
        },
        { key: 'status', label: t('reviewPieces.frame.status'), children: header.status },
        { key: 'round', label: t('reviewPieces.frame.round'), children: t('reviewPieces.timeline.round', { round: header.round }) },
        ...(header.facts ?? []).map((fact) => ({ key: fact.key, label: fact.label, children: fact.value })),
      ]}
    />
  );
}

/**
 * The frame of every decision page: the header, the domain's subject, the decision (when the caller may take it) and
 * the history. Once the server took the decision it says so and moves on to the next pending item of the list the
 * reviewer came from (see next-review.ts).
 */
export function ReviewDetailFrame<Item extends object, Query>({
  title,
  crumbs,
  backLabel,
  domain,
  load,
  notFound,
  review,
  children,
  testIds = {},
}: ReviewDetailFrameProps<Item, Query>) {
  const { t } = useTranslation();
  const location = useLocation();
  const wording = domain.useWording();
  const goToNext = useGoToNextReview(nextReviewSourceOf(domain));
  const list = reviewListOf(location.state);
  usePageSubject(review ? title : undefined);
  const back = (
    <ActionLink to={list ? `${list.path}${list.search}` : domain.listPath} size="middle" testId={testIds.back ?? 'back-to-list'}>
      {backLabel}
    </ActionLink>
  );
  let body: ReactNode;
  if (load.error) body = <LoadFailure error={load.error} notFound={notFound} onRetry={load.retry} back={back} testId={testIds.failure} />;
  else if (load.pending || !review) body = <Skeleton active />;
  else {
    const { decision, header } = review;
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card size="small">
              <HeaderFacts header={header} wording={wording} testId={testIds.header ?? 'review-header'} />
            </Card>
            {children}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('reviewPieces.frame.decision')}>
            {decision ? (
              <>
                {decision.before}
                <ReviewDecisionForm
                  key={`${location.pathname}-${header.stepCode}-${header.round}`}
                  choices={decision.choices ?? REVIEW_CHOICES}
                  onDecide={decision.onDecide}
                  onRefused={decision.onRefused}
                  extraFields={decision.extraFields}
                  testIdPrefix={testIds.decision ?? 'decision'}
                  onDecided={(values) => {
                    notifier().success(decision.doneText(values));
                    void goToNext();
                  }}
                />
              </>
            ) : (
              (review.aside ?? (
                <Typography.Text type="secondary" data-testid="nothing-to-do">
                  {t('reviewPieces.frame.nothingToDo')}
                </Typography.Text>
              ))
            )}
          </Card>
          <Card title={t('reviewPieces.frame.history')} style={{ marginTop: 16 }}>
            <ReviewTimeline history={review.history} wording={wording} testId={testIds.history} />
          </Card>
        </Col>
      </Row>
    );
  }
  return (
    <PageFrame title={title} crumbs={crumbs} extra={back}>
      {body}
    </PageFrame>
  );
}
