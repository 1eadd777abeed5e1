import type { ReviewStepSetting } from '@yanxiu/contract/development-model';
import { Alert, Flex, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useConfigReviewSteps } from '../../api/config/list-review-steps';
import { useSaveReviewStep } from '../../api/config/save-review-step';
import { labelled } from './labelled';

/** The review workflow's steps in order: the mandatory ones always on, optional ones switched here. */
export function ReviewStepsPanel() {
  const { t } = useTranslation();
  const steps = useConfigReviewSteps();
  const save = useSaveReviewStep();

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('developmentConfig.steps.hint')} />
      <ManagedTable<ReviewStepSetting>
        list={steps}
        rowKey="code"
        testId="config-review-steps"
        empty={null}
        columns={[
          { title: t('developmentConfig.steps.order'), key: 'order', render: (_, __, index) => index + 1 },
          { title: t('developmentConfig.fields.name'), key: 'name', render: (_, step) => labelled(step) },
          {
            title: t('developmentConfig.steps.role'),
            dataIndex: 'role',
            render: (role: string) => t(`developmentConfig.roles.${role}`, { defaultValue: role }),
          },
          {
            title: t('developmentConfig.steps.scope'),
            dataIndex: 'scope',
            render: (scope: 'org' | 'tenant') => t(`developmentConfig.steps.scopes.${scope}`),
          },
          {
            title: t('developmentConfig.fields.enabled'),
            key: 'enabled',
            render: (_, step) =>
              step.switchable ? (
                <Switch
                  checked={step.enabled}
                  loading={save.isPending && save.variables?.stepCode === step.code}
                  onChange={(enabled) =>
                    save.mutate({ stepCode: step.code, enabled }, { onSuccess: () => notifier().success(t('developmentConfig.saved')) })
                  }
                  data-testid={`config-step-${step.code}`}
                />
              ) : (
                <Tag color="blue">{t('developmentConfig.steps.mandatory')}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
