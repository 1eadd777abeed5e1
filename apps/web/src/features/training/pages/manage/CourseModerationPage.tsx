import '../../i18n/manage.register';
import '../../i18n/discussion.register';
import type { ModerationItem } from '@yanxiu/contract/training-discussion';
import { Button, Flex, Rate, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCourseModeration, type ModerationParams } from '../../api/discussion/get-course-moderation';
import { useModerateCourseItem } from '../../api/discussion/moderate-course-item';
import { ReasonDialog } from '../../components/discussion/ReasonDialog';
import { staffListProps, staffRefusal } from '../../components/manage/staff-list';
import { trainingAccess } from '../../training.access';

const KIND_KEYS = { question: 'kindQuestion', answer: 'kindAnswer', review: 'kindReview' } as const;

/** Where a course's page is: an open class plays on /videoPlay; a programme's own address follows from its id. */
function courseLink(item: ModerationItem): string {
  return item.courseType === 'openClass' ? `/videoPlay?openClassId=${item.courseId}` : `/my/training/common/${item.courseId}`;
}

/** The reported and hidden questions, answers and reviews, waiting ones first, with hide and show again. */
function CourseModeration() {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`training.discussion.moderation.${key}`, options ?? {});
  const [params, setParams] = useState<ModerationParams>({ state: 'reported', current: 1 });
  const [hiding, setHiding] = useState<ModerationItem | null>(null);
  const list = useCourseModeration(params);
  const moderate = useModerateCourseItem();
  const done = () => notifier().success(m('done'));

  return (
    <Flex vertical gap={12}>
      <Segmented<ModerationParams['state']>
        aria-label={m('state')}
        value={params.state}
        onChange={(state) => setParams({ state, current: 1 })}
        options={[
          { value: 'reported', label: m('stateReported') },
          { value: 'hidden', label: m('stateHidden') },
          { value: 'all', label: m('stateAll') },
        ]}
      />
      <ManagedTable<ModerationItem>
        list={list}
        testId="course-moderation"
        empty={m('empty')}
        rowKey={(row) => `${row.target}-${row.id}`}
        {...staffListProps(t, params.current, (current) => setParams((before) => ({ ...before, current })))}
        columns={[
          {
            title: m('course'),
            key: 'course',
            render: (_, row) => (
              <Flex vertical>
                <Link to={courseLink(row)}>{row.courseTitle}</Link>
                <Typography.Text type="secondary">{m(row.courseType)}</Typography.Text>
              </Flex>
            ),
          },
          { title: m('kind'), key: 'kind', render: (_, row) => <Tag>{m(KIND_KEYS[row.kind])}</Tag> },
          {
            title: m('text'),
            key: 'text',
            render: (_, row) => (
              <Flex vertical style={{ maxWidth: 420 }}>
                {row.stars !== null && (
                  <Rate disabled value={row.stars} aria-label={t('training.discussion.rating.starsLabel', { count: row.stars })} />
                )}
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {row.text}
                </Typography.Paragraph>
              </Flex>
            ),
          },
          {
            title: m('author'),
            key: 'author',
            render: (_, row) => t('training.discussion.by', { name: row.author.name, org: row.author.orgName }),
          },
          { title: m('createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
          { title: m('reports'), key: 'reports', render: (_, row) => t('training.discussion.reportCount', { count: row.reportCount }) },
          {
            title: m('status'),
            key: 'status',
            render: (_, row) =>
              row.hidden ? (
                <Tag color="red">{t('training.discussion.hiddenTag', { reason: row.hidden.reason })}</Tag>
              ) : (
                <Tag color="success">{m('shown')}</Tag>
              ),
          },
          {
            title: m('actions'),
            key: 'actions',
            render: (_, row) =>
              row.hidden ? (
                <Button
                  size="small"
                  loading={moderate.isPending && moderate.variables?.id === row.id}
                  onClick={() => moderate.mutate({ action: 'unhide', target: row.target, id: row.id }, { onSuccess: done })}
                  data-testid={`course-moderation-unhide-${row.target}-${row.id}`}
                >
                  {t('training.discussion.unhide')}
                </Button>
              ) : (
                <Button size="small" danger onClick={() => setHiding(row)} data-testid={`course-moderation-hide-${row.target}-${row.id}`}>
                  {t('training.discussion.hide')}
                </Button>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={hiding !== null}
        title={t('training.discussion.hideTitle')}
        label={t('training.discussion.hideReason')}
        required
        pending={moderate.isPending}
        onCancel={() => setHiding(null)}
        onSubmit={(reason) =>
          hiding &&
          moderate.mutate(
            { action: 'hide', target: hiding.target, id: hiding.id, reason },
            {
              onSuccess: () => {
                setHiding(null);
                done();
              },
            },
          )
        }
      />
    </Flex>
  );
}

/** /manage/courseDiscussion (staff): moderating the questions, answers and reviews of programmes and open classes. */
export default function CourseModerationPage() {
  const { t } = useTranslation();
  const staff = useAccess(trainingAccess).canManageTraining;
  return (
    <PageFrame title={t('routes.manageCourseDiscussion')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={staff} {...staffRefusal(t)}>
        <CourseModeration />
      </AccessGate>
    </PageFrame>
  );
}
