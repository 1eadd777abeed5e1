import '../../i18n/teacher.register';
import { Flex, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { calmMarks } from '@/shared/format/bounded-text';
import { formatDateTime } from '@/shared/format/date';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useApplicantInfo } from '../../api/teacher/get-applicant-info';
import { useApplicationItems } from '../../api/teacher/get-application-items';
import { useProject } from '../../api/teacher/get-project';
import { ApplicationEditor } from '../../components/teacher/ApplicationEditor';
import { ApplyShell } from '../../components/teacher/ApplyShell';
import { applicationKindLabel, categoryLabel, levelLabel } from '../../components/shared/labels';
import { ApplyStatusTag } from '../../components/shared/ApplyStatusTag';

/** The project id of the address, or null when it is not one. */
function projectIdOf(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /mySelection/apply/:projectId: my application to a selection project, outside the main layout (spec 2; login info
 * is kept in memory only on this page, see session-store). The project is read first: it says whether I applied, and
 * the information and items are then read for my application, or for the project (prefilled) before I apply.
 */
export default function ApplyPage() {
  const { t } = useTranslation();
  const prjId = projectIdOf(useParams().projectId);
  const project = useProject(prjId);
  const target = project.data ? (project.data.applyId !== null ? { applyId: project.data.applyId } : { prjId: project.data.prjId }) : null;
  const info = useApplicantInfo(target);
  const items = useApplicationItems(target);
  const back = (
    <ActionLink to="/selection" type="primary" size="middle">
      {t('selectionTeacher.apply.back')}
    </ActionLink>
  );
  const frame = (title: string, children: ReactNode, extra?: ReactNode) => (
    <ApplyShell>
      <PageFrame title={title} crumbs={[t('nav.selection'), t('routes.selection')]} extra={extra}>
        {children}
      </PageFrame>
    </ApplyShell>
  );

  if (prjId === null)
    return frame(
      t('routes.selectionApply'),
      <Result status="404" title={t('selectionTeacher.apply.notFound')} extra={back} data-testid="apply-failure" />,
    );
  // Only a read that never answered replaces the page: a background refresh failing (offline, say) must not unmount
  // the form and its unsent edits.
  const failed = [project, info, items].find((query) => query.isError && query.data === undefined);
  if (failed)
    return frame(
      t('routes.selectionApply'),
      <LoadFailure
        error={failed.error}
        notFound={t('selectionTeacher.apply.notFound')}
        onRetry={() => void failed.refetch()}
        back={back}
        testId="apply-failure"
      />,
    );
  if (!project.data || !info.data || !items.data) return frame(t('routes.selectionApply'), <Skeleton active data-testid="apply-loading" />);

  const detail = project.data;
  const heading = (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={4} wrap>
        <Tag color="blue">{categoryLabel(detail.category)}</Tag>
        <Tag>{applicationKindLabel(detail.kind)}</Tag>
        <Tag>{levelLabel(detail.level)}</Tag>
        <ApplyStatusTag status={info.data.status} />
      </Flex>
      <Typography.Text type="secondary">
        {t('selectionTeacher.project.window', { start: formatDateTime(detail.startsAt), end: formatDateTime(detail.endsAt) })} ·{' '}
        {detail.ownerOrgName}
      </Typography.Text>
      {detail.description && (
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
          ellipsis={{ rows: 3, expandable: true, symbol: t('selectionTeacher.project.more') }}
        >
          {calmMarks(detail.description)}
        </Typography.Paragraph>
      )}
    </Flex>
  );
  return frame(
    detail.title,
    <>
      {heading}
      <ApplicationEditor key={`${detail.prjId}`} project={detail} info={info.data} items={items.data} />
    </>,
  );
}
