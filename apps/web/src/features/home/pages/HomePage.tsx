import { Alert, Card, Descriptions, Skeleton, Steps, Tag, Typography } from 'antd';
import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { useDeferredValue, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContinueLearningCard, DueSoonCard, type ProgrammeHref } from '@/features/learning/continue.public';
import { HoursSummaryPanel } from '@/features/learning/hours-panel.public';
import { UnreadNoticesCard } from '@/features/notices/notices.public';
import { prefetchTodoPreview, TodoPreview } from '@/features/todo/todo.public';
import { TrainingHomePanel } from '@/features/training/training-home.public';
import { programmePath } from '@/features/training/training.public';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { holdsAny } from '@/shared/session/access';
import { useSession } from '@/shared/session/session-store';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePaintedInTurn } from '@/shared/ui/use-after-paint';
import { useCurrentPhase } from '../api/get-current-phase';
import { UnitFiguresCard } from '../components/UnitFiguresCard';

/** The career phase: where the teacher stands on the tenant's ladder and what comes next. */
function PhaseCard({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  // Deferred, as the cards are: its answer renders in slices (issue 19).
  const phase = useDeferredValue(useCurrentPhase(enabled));
  const en = i18n.language === 'en-US';
  if (phase.isPending) return <Skeleton active />;
  if (phase.isError) return <Alert type="warning" showIcon title={t('home.phaseFailed')} />;
  const { data } = phase;
  return (
    <div data-testid="current-phase">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {en ? data.phaseNameEn : data.phaseName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {data.nextPhase ? t('home.nextPhase', { name: en ? data.nextPhase.phaseNameEn : data.nextPhase.phaseName }) : t('home.topPhase')}
      </Typography.Paragraph>
      <Steps
        size="small"
        direction="vertical"
        current={data.rank - 1}
        items={data.ladder.map((step) => ({ title: en ? step.phaseNameEn : step.phaseName }))}
      />
    </div>
  );
}

// The loaded heights of the to-do and hours cards on a phone (412 px, the demo teacher's data): held while their data
// loads, so the cards below them do not jump when it arrives (Lighthouse measured a layout shift without them, and
// again once the demo teacher's to-dos grew to five longer rows; docs/performance-log.md).
const TODO_CARD_HEIGHT = 400;
const HOURS_CARD_HEIGHT = 320;

/** The teacher's record: their school, section, subject, title and roles. */
function ProfileCard({ teacherInfo }: { teacherInfo: TeacherInfo }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useSubjectAndSection();
  const titles = useCodeTable('professionalTitle');
  const section = sections.data?.find((entry) => entry.sectionCode === teacherInfo.sectionCode);
  const sectionName = section
    ? locale === 'en-US'
      ? section.sectionNameEn
      : section.sectionName
    : sections.data
      ? (teacherInfo.sectionCode ?? '')
      : '';
  const subjectName = codeLabel(sections.data ? (section?.subjects ?? []) : undefined, teacherInfo.subjectCode, locale);
  return (
    <Card title={t('home.profile')} data-testid="teacher-info">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('home.org')}>{teacherInfo.orgName}</Descriptions.Item>
        {teacherInfo.isTeacher && (
          <>
            <Descriptions.Item label={t('home.section')}>{sectionName}</Descriptions.Item>
            <Descriptions.Item label={t('home.subject')}>{subjectName}</Descriptions.Item>
            <Descriptions.Item label={t('home.profTitle')}>{codeLabel(titles.data, teacherInfo.titleCode, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('home.teachingSince')}>{teacherInfo.teachingSinceYear ?? ''}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('home.phone')}>{teacherInfo.phone ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('home.roles')}>
          {teacherInfo.roles.map((role) => (
            <Tag key={role}>{t(`roles.${role}`)}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

// The cards flow into as many columns as fit (one on a phone, two on a laptop): a CSS grid rather than antd's Row and
// Col, whose breakpoint subscription re-rendered the dashboard while it mounted (issue 19).
const GRID: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
};
const FULL_WIDTH: CSSProperties = { gridColumn: '1 / -1' };

/** A programme's address, training's, for the continue-learning cards (learning does not import training). */
const programmeHrefOf: ProgrammeHref = (programme) => programmePath(programme.kind, programme.id, programme.studioId);

/**
 * /home, the dashboard. Everyone: what waits for them and their unread notices. Teachers: this year's hours against
 * the requirement, their career phase and their training in progress. Staff: their queues (a count per kind) and their unit's figures. A staff
 * member who also teaches sees both.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The to-do list (everyone's card, the largest paint on a phone) is asked for at once, before the teacher's
  // information has arrived and the card renders: a round trip less before the to-dos show (issue 19).
  useEffect(() => prefetchTodoPreview(queryClient), [queryClient]);
  // Deferred: when the teacher's information arrives the dashboard renders in the background, in slices, rather
  // than in one long task that blocks a phone (issue 19).
  const teacherInfo = useDeferredValue(useSession((session) => session.teacherInfo));
  const status = useSession((session) => session.teacherInfoStatus);
  const staff = holdsAny(teacherInfo?.roles ?? [], STAFF_ROLES);
  const cards: Array<{ key: string; card: ReactNode; fullWidth?: boolean }> = teacherInfo
    ? [
        { key: 'todo', card: <TodoPreview byKind={staff} placeholderHeight={TODO_CARD_HEIGHT} /> },
        // Straight back to the lesson and second the teacher left (on any device), and what falls due soonest.
        ...(teacherInfo.isTeacher
          ? [
              { key: 'continue', card: <ContinueLearningCard programmeHref={programmeHrefOf} /> },
              { key: 'due', card: <DueSoonCard programmeHref={programmeHrefOf} /> },
            ]
          : []),
        { key: 'notices', card: <UnreadNoticesCard /> },
        ...(staff ? [{ key: 'unit', card: <UnitFiguresCard /> }] : []),
        ...(teacherInfo.isTeacher
          ? [
              {
                key: 'hours',
                // The panel is a card titled with the year; the region names it for screen readers.
                card: (
                  <section aria-label={t('home.hours')} data-testid="home-hours">
                    <HoursSummaryPanel placeholderHeight={HOURS_CARD_HEIGHT} />
                  </section>
                ),
              },
            ]
          : []),
        { key: 'profile', card: <ProfileCard teacherInfo={teacherInfo} /> },
        {
          key: 'phase',
          card: (
            <Card title={t('home.phase')}>
              {teacherInfo.isTeacher ? (
                <PhaseCard enabled />
              ) : (
                <Typography.Text type="secondary">{t('home.noTeacherRecord')}</Typography.Text>
              )}
            </Card>
          ),
        },
        // Training in progress and what to continue.
        ...(teacherInfo.isTeacher ? [{ key: 'training', card: <TrainingHomePanel />, fullWidth: true }] : []),
      ]
    : [];
  // The to-do card first (the largest paint on a phone), each card below once the one above it is on screen.
  const shown = usePaintedInTurn(cards.length);

  if (status === 'failed')
    return (
      <PageFrame title={t('routes.home')}>
        <Alert type="error" showIcon title={t('errors.generic')} />
      </PageFrame>
    );
  if (!teacherInfo)
    return (
      <PageFrame title={t('routes.home')}>
        <Skeleton active />
      </PageFrame>
    );

  return (
    <PageFrame
      title={t('home.welcome', { name: teacherInfo.name })}
      extra={
        <ActionLink to="/demo/tabOne" testId="home-tour">
          {t('home.tour')}
        </ActionLink>
      }
    >
      <div style={GRID}>
        {cards.slice(0, shown).map(({ key, card, fullWidth }) => (
          <div key={key} style={fullWidth ? FULL_WIDTH : undefined}>
            {card}
          </div>
        ))}
      </div>
    </PageFrame>
  );
}
