import type { ActivityDetail } from '@yanxiu/contract/research';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { usePublishActivity, useWithdrawActivity } from '../api/publish-activity';

/**
 * The organiser's actions on the activity page: edit (not once closed), publish a draft (confirmed first: it goes out
 * to everyone it is open to), withdraw while nobody joined.
 */
export function OrganiserActions({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const publish = usePublishActivity();
  const withdraw = useWithdrawActivity();
  const ref = { id: activity.id, version: activity.version };
  return (
    <Space wrap>
      {activity.state !== 'closed' && (
        <ActionLink to={`/research/createActivity?id=${activity.id}`} testId="edit-activity">
          {t('research.activity.edit')}
        </ActionLink>
      )}
      {activity.state === 'draft' && (
        <Popconfirm
          title={t('research.activity.publishConfirm')}
          okText={t('research.activity.publish')}
          cancelText={t('research.activity.cancel')}
          okButtonProps={{ 'data-testid': 'publish-activity-confirm' } as Record<string, string>}
          onConfirm={() => publish.mutate(ref, { onSuccess: () => notifier().success(t('research.activity.published')) })}
        >
          <Button size="small" type="primary" loading={publish.isPending} data-testid="publish-activity">
            {t('research.activity.publish')}
          </Button>
        </Popconfirm>
      )}
      {activity.state === 'published' && activity.participantCount === 0 && (
        <Popconfirm
          title={t('research.activity.withdrawConfirm')}
          okText={t('research.activity.withdraw')}
          cancelText={t('research.activity.cancel')}
          onConfirm={() => withdraw.mutate(ref, { onSuccess: () => notifier().success(t('research.activity.withdrawn')) })}
        >
          <Button size="small" loading={withdraw.isPending} data-testid="withdraw-activity">
            {t('research.activity.withdraw')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
