import type { ActivityDetail } from '@yanxiu/contract/research';
import { Alert, Button, Flex, Popconfirm, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useCancelSignUp, useSignUp } from '../api/sign-up';
import { factLabel } from './labels';

/** Sign-up for those who may join, why not for those who may not, and my progress once I have joined. */
export function SignUpAction({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const signUp = useSignUp(activity.id);
  const cancel = useCancelSignUp(activity.id);
  const progress = activity.myProgress;
  if (progress) {
    const rule = activity.completionRule;
    const percent = rule.length === 0 ? 0 : Math.round((progress.done.filter((fact) => rule.includes(fact)).length / rule.length) * 100);
    return (
      <Flex vertical gap={8} data-testid="my-progress">
        {progress.completedAt ? (
          <Alert
            type="success"
            showIcon
            title={t('research.progress.completed', { at: formatDateTime(progress.completedAt), count: activity.creditHours })}
            data-testid="completed"
          />
        ) : (
          <Typography.Text>{t('research.progress.joined', { at: formatDateTime(progress.joinedAt) })}</Typography.Text>
        )}
        <Progress percent={percent} size="small" aria-label={t('research.progress.label')} />
        <Flex gap={4} wrap>
          {rule.map((fact) => (
            <Tag
              key={fact}
              color={progress.done.includes(fact) ? 'success' : 'default'}
              data-testid={`fact-${fact}`}
              data-done={progress.done.includes(fact)}
            >
              {progress.done.includes(fact)
                ? t('research.progress.done', { fact: factLabel(fact) })
                : t('research.progress.todo', { fact: factLabel(fact) })}
            </Tag>
          ))}
        </Flex>
        {activity.state === 'published' && (
          <Popconfirm
            title={t('research.signUp.cancelConfirm')}
            onConfirm={() => cancel.mutate(undefined, { onSuccess: () => notifier().success(t('research.signUp.leftNow')) })}
          >
            <Button size="small" style={{ alignSelf: 'flex-start' }} loading={cancel.isPending}>
              {t('research.signUp.cancel')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    );
  }
  if (activity.signUpBlocker)
    return activity.signUpBlocker === 'joined' ? null : (
      <Typography.Text type="secondary" data-testid="sign-up-blocker">
        {t(`research.signUp.blocker.${activity.signUpBlocker}`)}
      </Typography.Text>
    );
  return (
    <Button
      type="primary"
      onClick={() => signUp.mutate(undefined, { onSuccess: () => notifier().success(t('research.signUp.joinedNow')) })}
      loading={signUp.isPending}
      data-testid="sign-up"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('research.signUp.action')}
    </Button>
  );
}
