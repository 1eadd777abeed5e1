import '../../../i18n/assignments.register';
import type { TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import { Alert, Card, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { RichHtml } from '../../../components/RichHtml';
import { useTeacherAssignment, type AssignmentRef } from '../../api/teacher';
import { AssignmentFacts } from '../../components/AssignmentFacts';
import { DraftEditor } from '../../components/DraftEditor';
import { FileList } from '../../components/FileList';
import { PeerReviewList } from '../../components/PeerReviewList';
import { PeerReviewPanel } from '../../components/PeerReviewPanel';
import { RoundCard } from '../../components/RoundCard';
import { ScoreTag } from '../../components/ScoreTag';
import { ShowcasePanel } from '../../components/ShowcasePanel';
import { canWrite } from '../../model/draft-round';
import { parseId } from '../../model/parse-id';

const TABS = ['mine', 'peer', 'showcase'] as const;
type Tab = (typeof TABS)[number];

/** The teacher's own work: the counted grade, why they cannot submit (if so), the draft editor, then every round so far. */
function MyWork({ assignment }: { assignment: TeacherAssignment }) {
  const { t } = useTranslation();
  const submitted = assignment.rounds.filter((round) => round.status !== 'draft').sort((a, b) => b.round - a.round);
  const writable = canWrite(assignment);
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('assessmentAssignments.teacher.counted')} data-testid="assignment-counted">
        {assignment.counted ? (
          <ScoreTag counted={assignment.counted} maxScore={assignment.maxScore} />
        ) : (
          <Typography.Text type="secondary">{t('assessmentAssignments.teacher.noGrade')}</Typography.Text>
        )}
      </Card>
      {assignment.excellent && (
        <Alert type="success" showIcon title={t('assessmentAssignments.teacher.excellent')} data-testid="assignment-excellent" />
      )}
      {assignment.state === 'returned' && writable && (
        <Alert type="warning" showIcon title={t('assessmentAssignments.teacher.returnedNote')} data-testid="assignment-returned" />
      )}
      {assignment.submitBlocker && (
        <Alert
          type="info"
          showIcon
          title={t(`assessmentAssignments.blocker.${assignment.submitBlocker}`)}
          data-testid="assignment-blocker"
        />
      )}
      {writable && <DraftEditor key={assignment.rounds.length} assignment={assignment} />}
      <Card size="small" title={t('assessmentAssignments.teacher.rounds')}>
        {submitted.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentAssignments.teacher.noRounds')} />
        ) : (
          <Flex vertical gap={8}>
            {submitted.map((round) => (
              <RoundCard
                key={round.round}
                round={round}
                rubric={assignment.rubric}
                maxScore={assignment.maxScore}
                assignmentId={assignment.id}
              />
            ))}
          </Flex>
        )}
      </Card>
      {assignment.peerReview.reviewers > 0 && (
        <PeerReviewList
          reviews={assignment.peerReviews}
          rubric={assignment.rubric}
          maxScore={assignment.maxScore}
          showReviewer={false}
          testId="received-peer-reviews"
        />
      )}
    </Flex>
  );
}

/**
 * A teacher's assignment (`/training/assignment/:assignmentId`, or `/training/assignment/unit/:unitId` from a
 * programme's assignment unit): the instructions and attachments, due date and late state, the draft and its rounds;
 * peer review and the class showcase in their own tabs (`?tab=peer`, `?tab=showcase`).
 */
export default function AssignmentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const assignmentId = parseId(params.assignmentId);
  const unitId = parseId(params.unitId);
  const ref: AssignmentRef | null = assignmentId !== null ? { assignmentId } : unitId !== null ? { unitId } : null;
  const assignment = useTeacherAssignment(ref);
  usePageSubject(assignment.data?.title);
  const title = assignment.data?.title ?? t('assessmentAssignments.teacher.title');
  const tab: Tab = TABS.find((value) => value === search.get('tab')) ?? 'mine';

  let body;
  if (ref === null)
    body = (
      <LoadFailure
        error={new RequestError('', 404, null)}
        notFound={t('assessmentAssignments.teacher.notFound')}
        onRetry={() => undefined}
      />
    );
  else if (assignment.isPending)
    body = (
      <div data-testid="assignment-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (assignment.isError)
    body = (
      <LoadFailure
        error={assignment.error}
        notFound={t('assessmentAssignments.teacher.notFound')}
        onRetry={() => void assignment.refetch()}
        testId="assignment-failed"
      />
    );
  else {
    const data = assignment.data;
    body = (
      <Flex vertical gap={16} data-testid="teacher-assignment">
        <AssignmentFacts assignment={data} />
        <Card size="small" title={t('assessmentAssignments.teacher.instructions')}>
          <Flex vertical gap={8}>
            {data.instructions && <RichHtml className="assignment-rich-text" html={data.instructions} testId="assignment-instructions" />}
            <FileList files={data.attachments} assignmentId={data.id} testId="assignment-attachments" />
          </Flex>
        </Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'mine' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'mine', label: t('assessmentAssignments.teacher.tabs.mine'), children: <MyWork assignment={data} /> },
            { key: 'peer', label: t('assessmentAssignments.teacher.tabs.peer'), children: <PeerReviewPanel assignment={data} /> },
            {
              key: 'showcase',
              label: t('assessmentAssignments.teacher.tabs.showcase'),
              children: <ShowcasePanel programmeId={data.programmeId} />,
            },
          ]}
        />
      </Flex>
    );
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}
