import '../i18n/profile.register';
import { Alert, Button, Card, Flex, Result, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useRouteHandle } from '@/shared/ui/route-meta';
import { TeacherSelect } from '@/shared/ui/TeacherSelect';
import { useProfileSummary } from '../api/get-summary';
import { useTeacherInfo } from '../api/get-teacher-info';
import { isForbidden } from '../api/keys';
import { KindSection } from '../components/KindSection';
import { TeacherInfoCard } from '../components/TeacherInfoCard';
import { useViewer, type Viewer } from '../components/use-viewer';
import { GrowthFileButton } from '../growth-file/GrowthFileButton';
import { AREA_PATHS, pageOf, type ProfileAreaName, type ProfilePageSpec } from '../model/profile-pages';

/** The breadcrumb of each area: the personal area sits in the main menu's personal space, the others are their own. */
const AREA_CRUMB: Record<ProfileAreaName, string> = {
  personal: 'nav.personal',
  lightweight: 'routes.lwPersonal',
  backbone: 'routes.backboneProfile',
};

/** Staff choose the teacher whose growth file they read; the choice goes into `?userId=`. */
function TeacherChooser({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const teacher = useTeacherInfo(userId);
  const known = useMemo(
    () => (teacher.data ? [{ userId: Number(teacher.data.userId), name: teacher.data.name, schoolName: teacher.data.orgName }] : []),
    [teacher.data],
  );
  return (
    <Card size="small" title={t('profile.page.chooseTeacher')}>
      <Flex vertical gap={8}>
        <span>{t('profile.page.chooseTeacherHint')}</span>
        <div style={{ maxWidth: 360 }} aria-label={t('profile.page.chooseTeacher')}>
          <TeacherSelect
            value={userId ? Number(userId) : null}
            known={known}
            onChange={(value) => navigate(typeof value === 'number' ? `${pathname}?userId=${value}` : pathname)}
            testId="profile-teacher-select"
          />
        </div>
      </Flex>
    </Card>
  );
}

function Sections({ spec, viewer, compact }: { spec: ProfilePageSpec; viewer: Viewer; compact: boolean }) {
  const summary = useProfileSummary(viewer.userId);
  const counts = (kind: string) => summary.data?.kinds.find((entry) => entry.kind === kind);
  return (
    <>
      {spec.teacherCard && <TeacherInfoCard userId={viewer.userId} />}
      {spec.kinds.map((kind) => (
        <KindSection key={kind} kind={kind} userId={viewer.userId} canEdit={!viewer.readOnly} compact={compact} counts={counts(kind)} />
      ))}
    </>
  );
}

/**
 * A page of a profile area (spec 2): the kinds of record the page groups, each listed with its add / edit form, for
 * the signed-in teacher; read-only in the /view… mirrors, under the stored read-only status, and for staff reading a
 * teacher under them (`?userId=`). A teacher outside the caller's reach is refused with a 403 page.
 */
export function ProfileAreaPage({ area, mirror }: { area: ProfileAreaName; mirror: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const viewer = useViewer(mirror);
  const summary = useProfileSummary(viewer.userId);
  const page = pageOf(area, pathname);
  const title = handle ? t(`routes.${handle.title}` as 'routes.home') : '';
  // The growth file as a PDF: on the personal base information and on the read-only mirrors, of the teacher shown.
  const refused = viewer.userId !== undefined && summary.isError && isForbidden(summary.error);
  const offersFile =
    !refused && ((area === 'personal' && page?.segment === 'baseInfo') || (mirror && (viewer.userId !== undefined || !viewer.staff)));
  const frame = (children: ReactNode) => (
    <PageFrame
      title={title}
      crumbs={[t(AREA_CRUMB[area] as 'nav.personal')]}
      extra={offersFile ? <GrowthFileButton userId={viewer.userId} /> : undefined}
    >
      <Flex vertical gap={16} data-testid="profile-page" data-read-only={viewer.readOnly}>
        {children}
      </Flex>
    </PageFrame>
  );

  if (viewer.userId !== undefined && summary.isError && isForbidden(summary.error))
    return frame(
      <Result
        status="403"
        title={t('profile.page.forbiddenTitle')}
        subTitle={t('profile.page.forbiddenText')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
        data-testid="profile-forbidden"
      />,
    );

  // Another teacher's lists wait until the server has said the caller may read them.
  let sections: ReactNode;
  if (!page) sections = null;
  else if (viewer.userId !== undefined && summary.isPending) sections = <Skeleton active />;
  else if (viewer.userId !== undefined && summary.isError) sections = <RetryAlert onRetry={() => void summary.refetch()} />;
  else sections = <Sections spec={page.spec} viewer={viewer} compact={area === 'lightweight'} />;

  const view = AREA_PATHS[area].view;
  return frame(
    <>
      {viewer.userId !== undefined && summary.data && (
        <Alert type="info" showIcon title={t('profile.page.viewing', { name: summary.data.teacherName })} data-testid="profile-viewing" />
      )}
      {viewer.userId === undefined && viewer.readOnly && (
        <Alert type="info" showIcon title={t('profile.page.readOnly')} data-testid="profile-read-only" />
      )}
      {viewer.staff && view !== undefined && pathname.startsWith(view) && <TeacherChooser userId={viewer.userId} />}
      {sections}
    </>,
  );
}

export function PersonalPage() {
  return <ProfileAreaPage area="personal" mirror={false} />;
}

export function LightweightPage() {
  return <ProfileAreaPage area="lightweight" mirror={false} />;
}

export function LightweightViewPage() {
  return <ProfileAreaPage area="lightweight" mirror />;
}

export function BackbonePage() {
  return <ProfileAreaPage area="backbone" mirror={false} />;
}

export function BackboneViewPage() {
  return <ProfileAreaPage area="backbone" mirror />;
}
