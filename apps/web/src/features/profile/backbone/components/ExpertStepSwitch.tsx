import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useBackboneReviewSteps, useSaveBackboneReviewStep } from '../api/backbone-review-steps';

/** District admins switch the optional expert step of the backbone review for applications made from now on. */
export function ExpertStepSwitch() {
  const { t } = useTranslation();
  const steps = useBackboneReviewSteps(true);
  const save = useSaveBackboneReviewStep();
  const expert = steps.data?.find((step) => step.switchable);
  if (!expert) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="backbone-expert-step">
      <Switch
        checked={expert.enabled}
        loading={save.isPending}
        onChange={(enabled) =>
          save.mutate(
            { stepCode: expert.code, enabled },
            { onSuccess: () => notifier().success(t(enabled ? 'backbone.review.expertOn' : 'backbone.review.expertOff')) },
          )
        }
        aria-label={t('backbone.review.expertStep')}
      />
      <Typography.Text>{t('backbone.review.expertStep')}</Typography.Text>
      <Typography.Text type="secondary">{t('backbone.review.expertStepHint')}</Typography.Text>
    </Flex>
  );
}
