import type { CourseAnswer, ModerationTarget } from '@yanxiu/contract/training-discussion';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useModerateCourseItem } from '../../api/discussion/moderate-course-item';
import { useReportCourseItem } from '../../api/discussion/report-course-item';
import { ReasonDialog } from './ReasonDialog';

export type ModerationControlsProps = {
  target: ModerationTarget;
  item: Pick<CourseAnswer, 'id' | 'reported' | 'reportCount' | 'hidden'>;
  canModerate: boolean;
};

/** Report (readers), and hide or show again with the reports counted (the course's moderators). */
export function ModerationControls({ target, item, canModerate }: ModerationControlsProps) {
  const { t } = useTranslation();
  const report = useReportCourseItem();
  const moderate = useModerateCourseItem();
  const [asking, setAsking] = useState<'report' | 'hide' | null>(null);

  const handleReason = (reason: string) => {
    if (asking === 'report')
      report.mutate(
        { target, id: item.id, reason },
        {
          onSuccess: () => {
            setAsking(null);
            notifier().success(t('training.discussion.reportSent'));
          },
        },
      );
    else moderate.mutate({ action: 'hide', target, id: item.id, reason }, { onSuccess: () => setAsking(null) });
  };

  return (
    <Space size={4} wrap>
      {canModerate && item.reportCount > 0 && <Tag color="orange">{t('training.discussion.reportCount', { count: item.reportCount })}</Tag>}
      {canModerate && item.hidden && <Tag color="red">{t('training.discussion.hiddenTag', { reason: item.hidden.reason })}</Tag>}
      {item.reported ? (
        <Button type="link" size="small" disabled>
          {t('training.discussion.reported')}
        </Button>
      ) : (
        <Button type="link" size="small" onClick={() => setAsking('report')}>
          {t('training.discussion.report')}
        </Button>
      )}
      {canModerate &&
        (item.hidden ? (
          <Button
            type="link"
            size="small"
            loading={moderate.isPending}
            onClick={() => moderate.mutate({ action: 'unhide', target, id: item.id })}
          >
            {t('training.discussion.unhide')}
          </Button>
        ) : (
          <Button type="link" size="small" danger onClick={() => setAsking('hide')}>
            {t('training.discussion.hide')}
          </Button>
        ))}
      <ReasonDialog
        open={asking !== null}
        title={asking === 'hide' ? t('training.discussion.hideTitle') : t('training.discussion.reportTitle')}
        label={asking === 'hide' ? t('training.discussion.hideReason') : t('training.discussion.reportReason')}
        required={asking === 'hide'}
        pending={report.isPending || moderate.isPending}
        onSubmit={handleReason}
        onCancel={() => setAsking(null)}
      />
    </Space>
  );
}
