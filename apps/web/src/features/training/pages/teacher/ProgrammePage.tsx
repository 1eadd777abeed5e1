import '../../i18n/teacher.register';
import { EnrolMode, TrainingKind } from '@yanxiu/contract/training-enums';
import { Card, Col, Descriptions, Empty, List, Progress, Row, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { MyResultsPanel } from '@/features/assessment/assessment.public';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useRouteHandle } from '@/shared/ui/route-meta';
import { useProgramme } from '../../api/get-programme';
import { CoverImage } from '../../components/common/CoverImage';
import { formatDate, formatDateTime, formatHours } from '../../components/common/format';
import { EnrolAction } from '../../components/teacher/EnrolAction';
import { ContinueFromLast } from '@/features/learning/continue.public';
import { ContinueLearning } from '../../components/teacher/LearningNext';
import { levelLabel } from '../../components/teacher/labels';
import { PriceText, SeatsText } from '../../components/teacher/ProgrammeCard';
import { UnitList } from '../../components/teacher/UnitList';
import { LazyCourseDiscussion } from '../../components/discussion/LazyCourseDiscussion';
import { cataloguePath, kindOfPath, programmePath } from '../../model/programme-path';
import { parseId } from '../../model/parse-id';

// The Markdown parser is needed on this page only, after the programme has loaded.
const Markdown = lazy(() => import('../../components/common/Markdown'));
/** The units whose results (attempts, grades, questionnaires answered) an enrolled teacher reads on the page. */
const ASSESSED_UNIT_KINDS: readonly string[] = ['exam', 'assignment', 'evaluation'];

/** What an address naming no programme (not a number) counts as. */
const NO_PROGRAMME = new RequestError('', 404, null);

/**
 * A programme and what to do about it, at its one address (`programmePath`: `/training/<kind>/:id`,
 * `/training/studio/:studioId/:id`, `/my/schoolTraining/:id`); any other address of it (the spec's
 * `/my/training/<kind>/:id`, or a kind that is not its own) sends the browser on to that one. The breadcrumb is
 * that of the programme's own kind.
 */
export default function ProgrammePage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const id = parseId(useParams().id);
  const programme = useProgramme(id);
  const sections = useSubjectAndSection();
  const kind = programme.data?.kind ?? kindOfPath(pathname) ?? 'common';
  const crumbs = [t('nav.training'), TrainingKind.label(kind, locale)];
  const back = (
    <Link to={cataloguePath(kind)} data-testid="back-to-catalogue" style={{ marginBottom: 16 }}>
      {t('training.programme.backToCatalogue')}
    </Link>
  );
  const pageTitle = handle ? t(`routes.${handle.title}` as 'routes.home') : TrainingKind.label(kind, locale);

  if (id === null || programme.isError)
    return (
      <PageFrame title={pageTitle} crumbs={crumbs}>
        <LoadFailure
          error={programme.error ?? NO_PROGRAMME}
          notFound={t('training.programme.notFound')}
          onRetry={() => void programme.refetch()}
          back={back}
          testId="programme-not-found"
        />
      </PageFrame>
    );
  if (programme.isPending)
    return (
      <PageFrame title={t('common.loading')} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  const canonical = programmePath(programme.data.kind, programme.data.id, programme.data.studioId);
  if (canonical !== pathname) return <Navigate to={`${canonical}${search}`} replace />;

  const data = programme.data;
  const en = locale === 'en-US';
  const sectionNames = data.sectionCodes.map((code) => {
    const section = sections.data?.find((entry) => entry.sectionCode === code);
    return section ? (en ? section.sectionNameEn : section.sectionName) : code;
  });
  const allSubjects = (sections.data ?? []).flatMap((entry) => entry.subjects);
  const subjectNames = data.subjectCodes.map((code) => {
    const subject = allSubjects.find((item) => item.code === code);
    return subject ? (en ? subject.nameEn : subject.name) : code;
  });
  const enrolled = data.myEnrolment?.status === 'enrolled';

  return (
    <PageFrame title={data.title} crumbs={crumbs} extra={back}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card size="small">
            <CoverImage fileId={data.coverFileId} alt={data.title} placeholder={t('training.card.noCover')} first />
            <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
              <Space wrap>
                <Tag color="blue">{TrainingKind.label(data.kind, locale)}</Tag>
                <Tag>{levelLabel(data.level)}</Tag>
                {data.status === 'closed' && <Tag>{t('training.catalogue.statusClosed')}</Tag>}
              </Space>
              {data.summary && <Typography.Paragraph type="secondary">{data.summary}</Typography.Paragraph>}
              <EnrolAction programme={data} />
              {enrolled && <ContinueFromLast programmeId={data.id} fallback={<ContinueLearning programme={data} />} />}
              {data.progress && data.myEnrolment?.status === 'enrolled' && (
                <div data-testid="programme-progress">
                  <Typography.Text strong>{t('training.programme.progress')}</Typography.Text>
                  <Progress percent={data.progress.percent} aria-label={t('training.programme.progress')} />
                  <Typography.Text type="secondary">
                    {t('training.programme.progressText', {
                      done: data.progress.completedUnits,
                      count: data.progress.totalUnits,
                      hours: formatHours(data.progress.completedHours),
                    })}
                  </Typography.Text>
                </div>
              )}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small">
              <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="programme-facts">
                <Descriptions.Item label={t('training.card.organiser')}>{data.organiserName}</Descriptions.Item>
                <Descriptions.Item label={t('training.programme.level')}>{levelLabel(data.level)}</Descriptions.Item>
                <Descriptions.Item label={t('training.programme.dates')}>
                  {t('training.card.dates', { start: formatDate(data.startsOn), end: formatDate(data.endsOn) })}
                </Descriptions.Item>
                <Descriptions.Item label={t('training.programme.enrolWindow')}>
                  {t('training.card.dates', { start: formatDateTime(data.enrolStart), end: formatDateTime(data.enrolEnd) })}
                </Descriptions.Item>
                <Descriptions.Item label={t('training.programme.hours')}>{formatHours(data.creditHours)}</Descriptions.Item>
                <Descriptions.Item label={t('training.programme.seats')}>
                  <span data-testid="seats-left">
                    <SeatsText programme={data} />
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('training.programme.enrolMode')}>{EnrolMode.label(data.enrolMode, locale)}</Descriptions.Item>
                {data.kind === 'supermarket' && (
                  <Descriptions.Item label={t('training.programme.price')}>
                    <PriceText priceCents={data.priceCents} />
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t('training.programme.audience')} span={2}>
                  {sectionNames.length + subjectNames.length + data.targetSchoolNames.length === 0
                    ? t('training.programme.everyone')
                    : [sectionNames, subjectNames, data.targetSchoolNames]
                        .filter((names) => names.length > 0)
                        .map((names) => formatList(names, locale))
                        .join(' · ')}
                </Descriptions.Item>
                {data.studio && (
                  <Descriptions.Item label={t('training.programme.studio')} span={2}>
                    <Link to={`/training/studio/${data.studio.id}`}>
                      {t('common.withNote', { name: data.studio.name, note: data.studio.leadName })}
                    </Link>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
            <Card size="small" title={t('training.programme.units')}>
              <UnitList units={data.units} programmeId={data.id} canOpen={enrolled} />
            </Card>
            {enrolled && data.units.some((unit) => ASSESSED_UNIT_KINDS.includes(unit.kind)) && (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                <MyResultsPanel programmeId={data.id} />
              </Suspense>
            )}
            {data.kind === 'fusion' && (
              <Card size="small" title={t('training.programme.linkedActivities')}>
                {data.linkedActivities.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                ) : (
                  <List
                    size="small"
                    dataSource={data.linkedActivities}
                    renderItem={(activity) => (
                      <List.Item>
                        {activity.url.startsWith('/') ? (
                          <Link to={activity.url}>{activity.title}</Link>
                        ) : (
                          <a href={activity.url} target="_blank" rel="noopener noreferrer">
                            {activity.title}
                          </a>
                        )}
                      </List.Item>
                    )}
                  />
                )}
              </Card>
            )}
            <Card size="small" title={t('training.programme.description')}>
              {data.description.trim() ? (
                <Suspense fallback={<Spin />}>
                  <Markdown text={data.description} testId="programme-description" />
                </Suspense>
              ) : (
                <Typography.Text type="secondary">{t('training.programme.noDescription')}</Typography.Text>
              )}
            </Card>
            <LazyCourseDiscussion course={{ courseType: 'programme', courseId: data.id }} />
          </Space>
        </Col>
      </Row>
    </PageFrame>
  );
}
